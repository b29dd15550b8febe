// Reads a reference list from the local store, live: screens update when a new sweep lands. One query per
// list for the whole page (a row of the order list names its status and delivery service from two lists).
import { useSharedLiveQuery } from '../lib/hooks/use-live-query';
import { db } from '../db/db';
import type { ReferenceListName } from '../db/schema';
import type { ConnectSchema, Platform, Provider, Status, Tariff, TariffRuleSchema } from '../contract';

type ListItem = {
  providers: Provider;
  allProviders: Provider;
  platforms: Platform;
  connectSchemas: ConnectSchema;
  statuses: Status;
  tariffs: Tariff;
  ruleSchema: TariffRuleSchema;
};

/** undefined while the store is being read; [] when the list has not been loaded. */
export function useReferenceList<N extends ReferenceListName>(name: N): ListItem[N][] | undefined {
  return useSharedLiveQuery(`list:${name}`, async () => ((await db.lists.get(name))?.items ?? []) as ListItem[N][]);
}
