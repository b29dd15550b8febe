// The served OpenAPI document passes `redocly lint` with its recommended rules and no error, so that shops can
// generate a client from it (docs/api.md "The API's description"). Warnings are printed, not failed on.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCUMENT_PATH } from '../../server/src/routes/openapi-document';
import { createTestApp, type TestApp } from './test-app';

const run = promisify(execFile);
let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
});
afterAll(() => {
  t.close();
  rmSync(dir, { recursive: true, force: true });
});

type Problem = { ruleId: string; severity: 'error' | 'warn'; message: string; location?: Array<{ pointer?: string }> };

describe('the OpenAPI document', () => {
  it('passes redocly lint (recommended rules) with 0 errors', async () => {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify((await t.call('GET', API_DOCUMENT_PATH)).body));
    // redocly exits 1 when it finds errors: its JSON report is on stdout either way.
    const report = await run('npx', ['redocly', 'lint', file, '--format=json', '--extends=recommended'], {
      maxBuffer: 64 * 1024 * 1024,
      // No telemetry nor update check: CI has no network to spare for them.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    })
      .then((r) => r.stdout, (e: { stdout?: string }) => e.stdout ?? '');
    const problems = (JSON.parse(report) as { problems: Problem[] }).problems;
    const warnings = problems.filter((p) => p.severity === 'warn');
    if (warnings.length) console.log(`redocly: ${warnings.length} warnings: ${[...new Set(warnings.map((w) => w.ruleId))].join(', ')}`);
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location?.[0]?.pointer ?? ''}: ${p.message}`);
    expect(errors).toEqual([]);
  }, 120_000);
});
