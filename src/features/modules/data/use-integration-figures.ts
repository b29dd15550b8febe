// What an overview card says of an integration: how many accounts (settings) the company has connected, how
// many of their integrations bring orders in, and how many orders came from that platform. Read from this
// device's copy (the orders' platform index), so the overview works offline.
import { db } from '../../../db/db';
import { useLiveQuery } from '../../../lib/hooks/use-live-query';
import type { ModuleKind } from '../../../contract/modules';
import { overlayRows } from '../../../sync/overlay';
import { outboxOf } from '../../../sync/use-overlaid';

export type IntegrationFigures = { accounts: number; enabled: number; orders: number };

export function useIntegrationFigures(kinds: readonly ModuleKind[]): Partial<Record<ModuleKind, IntegrationFigures>> | undefined {
  return useLiveQuery(async () => {
    const [settings, settingsChanges, integrations, integrationChanges] = await Promise.all([
      db.modules.toArray(), outboxOf('modules'), db.integrations.toArray(), outboxOf('integrations'),
    ]);
    const accounts = overlayRows(settings, settingsChanges);
    const live = overlayRows(integrations, integrationChanges);
    const figures: Partial<Record<ModuleKind, IntegrationFigures>> = {};
    for (const kind of kinds) {
      const own = accounts.filter((row) => row.kind === kind);
      const ids = new Set(own.map((row) => row.id));
      // Insales has no integrations: the connection itself brings orders in.
      const enabled = kind === 'insales'
        ? own.filter((row) => row.kind === 'insales' && row.enabled !== false).length
        : live.filter((row) => row.kind === kind && ids.has(row.settingsId) && row.enabled !== false).length;
      figures[kind] = { accounts: own.length, enabled, orders: await db.orders.where('platform').equals(kind).count() };
    }
    return figures;
  }, [kinds.join()]);
}
