// What the demo server "emailed": it appends each mail to DATA_DIR/mail-outbox.jsonl, read here as the
// user would read their inbox.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { E2E_DATA_DIR, POINTS_DATA_DIR } from './env';

type Mail = { kind: 'signup-code'; to: string; code: string } | { kind: 'password-reset'; to: string; link: string };

/** Both test servers' outboxes (addresses are unique per test, so they never mix). */
function readOutbox(): Mail[] {
  return [E2E_DATA_DIR, POINTS_DATA_DIR].flatMap((dir) => {
    try {
      return readFileSync(join(dir, 'mail-outbox.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Mail);
    } catch {
      return [];
    }
  });
}

/** The newest mail of this kind to this address, waiting for it to arrive. */
export async function lastMail<K extends Mail['kind']>(kind: K, to: string): Promise<Extract<Mail, { kind: K }>> {
  let found: Mail | undefined;
  await expect.poll(() => (found = readOutbox().filter((m) => m.kind === kind && m.to === to).at(-1))).toBeTruthy();
  return found as Extract<Mail, { kind: K }>;
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ru`;
