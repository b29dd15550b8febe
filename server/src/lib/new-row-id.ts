// The id of a row a create makes when its body names none. A keyed request (Idempotency-Key) takes the id its
// claim holds: when its instance died after the commit and before its answer was stored, the retry that runs
// again on another instance meets the same id and answers the row made, instead of making a second one
// (docs/decisions/scale-out.md, "A retry after a crash"). A new use of a key forgotten after 30 days gets a new
// claim and so a new id. Without a key: a random UUID.
import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { IDEMPOTENCY_HEADER } from '../../../src/contract';
import type { AppEnv } from '../app-env';

export async function newRowId(c: Context<AppEnv>): Promise<string> {
  const key = c.req.header(IDEMPOTENCY_HEADER);
  if (!key) return randomUUID();
  return (await c.get('idempotency').keys.rowIdOf(c.get('auth').companyId, key)) ?? randomUUID();
}
