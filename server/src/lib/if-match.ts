// Edits carry the version they were made on (`If-Match: "<version>"`, docs/api.md "Conflicts"): a record
// changed since answers 412 with the record as it is now. Without the header the last writer wins, so API
// clients that never send it keep working. Weak tags (W/"5") and bare numbers are read too; anything else
// is ignored rather than refused, as a header of another convention would be.
import type { Context } from 'hono';
import { IF_MATCH_HEADER } from '../../../src/contract/changes/if-match';
import { fail } from './api-failure';

/** The version an If-Match header names, or null when there is none to compare. */
export function ifMatchVersion(header: string | undefined): number | null {
  const tag = header?.trim().replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
  return tag && /^\d{1,15}$/.test(tag) ? Number(tag) : null;
}

/** Throws 412 with `current()` when the request's If-Match names a version other than the record's. */
export function assertIfMatch(c: Context, version: number, current: () => unknown): void {
  const expected = ifMatchVersion(c.req.header(IF_MATCH_HEADER));
  if (expected !== null && expected !== version) throw fail.versionConflict(current());
}
