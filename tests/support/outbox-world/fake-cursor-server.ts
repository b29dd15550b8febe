// A cursor server in memory for the sync tests: rows and tombstones by version, the same paging rules
// as the real route (server/src/routes/sync.ts), and a switch to expire old cursors.
import type { SyncedRow } from '../../../src/db/schema';
import type { SyncPage } from '../../../src/contract/sync';
import { CursorExpiredError } from '../../../workers/sync/pull';

export class FakeCursorServer {
  private version = 0;
  private horizon = 0;
  rows = new Map<string, SyncedRow>();
  tombstones = new Map<string, number>();
  requests: string[] = [];

  put(id: string, data: Record<string, unknown> = {}): void {
    this.version++;
    this.tombstones.delete(id);
    this.rows.set(id, { ...data, id, version: this.version });
  }

  remove(id: string): void {
    this.version++;
    this.rows.delete(id);
    this.tombstones.set(id, this.version);
  }

  expireCursors(): void {
    this.tombstones.clear();
    this.horizon = this.version;
  }

  /** Cursors are "position.floor": the floor is the version when a pass from scratch began; deletions
   *  before it do not matter to that pass, so only tombstones purged above max(position, floor) expire it.
   *  `until` and `ahead` plan pages as the real route does (server/src/sync/page-plan.ts). */
  page({ cursor, limit, until, ahead = 0 }: { cursor: string; limit: number; until?: string; ahead?: number }): SyncPage<SyncedRow> & { ahead?: string[] } {
    this.requests.push(cursor);
    const [after, floor] = cursor === '' ? [0, this.version] : cursor.split('.').map(Number) as [number, number];
    if (Math.max(after, floor) < this.horizon) throw new CursorExpiredError();
    const bound = until === undefined ? Infinity : Number(until.split('.')[0]);
    const all = this.changesAfter(after);
    const changes = all.filter((c) => c.v <= bound);
    const taken = changes.slice(0, limit);
    const fitted = until !== undefined && changes.length <= limit;
    const end = fitted ? bound : (taken.at(-1)?.v ?? after);
    const later = this.changesAfter(end);
    const starts: string[] = [];
    for (let i = limit; i < later.length && starts.length < ahead; i += limit) starts.push(`${later[i - 1].v}.${floor}`);
    return {
      items: taken.flatMap((c) => (c.row ? [c.row] : [])),
      deleted: taken.flatMap((c) => (c.row ? [] : [c.id])),
      cursor: `${end}.${floor}`,
      hasMore: later.length > 0,
      total: this.rows.size,
      ...(ahead ? { ahead: starts } : {}),
    };
  }

  private changesAfter(after: number) {
    return [
      ...[...this.rows.values()].filter((r) => r.version > after).map((r) => ({ v: r.version, row: r as SyncedRow | null, id: r.id })),
      ...[...this.tombstones].filter(([, v]) => v > after).map(([id, v]) => ({ v, row: null, id })),
    ].sort((a, b) => a.v - b.v);
  }
}
