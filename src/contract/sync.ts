// The sync cursor (docs/api.md "Sync cursor"): GET /v1/app/sync/{collection}?cursor=&limit=100 answers the
// changes after the cursor in version order. The cursor is opaque to the client (the server writes
// "position.floor": the change version reached and the version at which a pass from scratch began); no cursor
// means from the start. An expired cursor answers 410 with code 041001. `ahead` and `until` let a puller keep
// several pages in flight (sync-constants.ts SYNC_AHEAD_HEADER).
import { z } from 'zod';
import { LIST_PAGE_SIZE } from './constants';
import { SYNC_AHEAD_MAX } from './sync-constants';

export const syncQuery = z.object({
  cursor: z.string().max(80).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(LIST_PAGE_SIZE),
  /** A page planned from an earlier answer's Sync-Ahead: only changes up to this cursor, so that planned pages
   *  never overlap. Its answer's cursor is `until` itself unless the range held more than `limit` changes. */
  until: z.string().max(80).optional(),
  /** How many page starts after the next page to tell in the Sync-Ahead header (0: none). */
  ahead: z.coerce.number().int().min(0).max(SYNC_AHEAD_MAX).default(0),
  /** Points: a pass from scratch brings this city's points first (every page of the pass repeats it). */
  near: z.string().max(100).optional(),
});

export const syncPage = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Ids deleted after the cursor (tombstones). */
    deleted: z.array(z.string()),
    /** Where the next pull starts; equal to the sent cursor when nothing changed. */
    cursor: z.string(),
    hasMore: z.boolean(),
    /** Live rows of the collection for this company now, for progress figures. */
    total: z.number().int().nonnegative(),
  });
export type SyncPage<T> = { items: T[]; deleted: string[]; cursor: string; hasMore: boolean; total: number };
