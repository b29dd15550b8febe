// The local store: one Dexie database per device, wiped on logout (so one user's data never
// reaches the next). Tables are documented here; every schema change is a new version.
import Dexie, { type EntityTable } from 'dexie';
import type { UserInfo, UserStats } from '../contract';

export type ReferenceListName =
  | 'providers' | 'allProviders' | 'platforms' | 'connectSchemas' | 'statuses' | 'tariffs';

/** The logged-in user as last seen from the server, so the shell opens offline. */
export type SessionRow = { key: 'current'; user: UserInfo; tokenTail: string; savedAt: number };

/** A reference list as a whole: replaced in one write after each full page sweep. */
export type ReferenceListRow = { name: ReferenceListName; items: unknown[]; syncedAt: number };

/** The user's stats (dashboard figures), kept for offline reading. */
export type StatsRow = { key: 'current'; stats: UserStats; syncedAt: number };

export class ParcelDb extends Dexie {
  session!: EntityTable<SessionRow, 'key'>;
  lists!: EntityTable<ReferenceListRow, 'name'>;
  stats!: EntityTable<StatsRow, 'key'>;

  constructor(name = 'parcel-console') {
    super(name);
    this.version(1).stores({
      session: 'key',
      lists: 'name',
      stats: 'key',
    });
  }
}
