// Reads a stored page (schema.ts SyncPageRow) back as the sync answer it was: kept as bytes when the
// server sent the count headers, as text otherwise.
import type { SyncPage } from '../contract/sync';

const utf8 = new TextDecoder();

export const parseStoredPage = <T>(body: string | ArrayBuffer): SyncPage<T> =>
  JSON.parse(typeof body === 'string' ? body : utf8.decode(body)) as SyncPage<T>;
