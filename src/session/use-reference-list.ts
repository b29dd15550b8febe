// Reads a reference list from the local store, live: screens update when a new sweep lands.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db/db';
import type { ReferenceListName } from '../db/schema';
import type { ConnectSchema, Platform, Provider, Status, Tariff } from '../contract';

type ListItem = {
  providers: Provider;
  allProviders: Provider;
  platforms: Platform;
  connectSchemas: ConnectSchema;
  statuses: Status;
  tariffs: Tariff;
};

/** undefined while the store is being read; [] when the list has not been loaded. */
export function useReferenceList<N extends ReferenceListName>(name: N): ListItem[N][] | undefined {
  return useLiveQuery(async () => ((await db.lists.get(name))?.items ?? []) as ListItem[N][], [name]);
}
