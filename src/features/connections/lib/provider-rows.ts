// The providers screen's rows: every delivery service the user can connect, plus switched-off ones
// that still hold the company's connections, each with its count of connections, filtered by a search.
import type { Provider } from '../../../contract';

export type ProviderRow = Provider & { connections: number; available: boolean };

type Options = { query: string; showUnavailable: boolean };

/** Lower case, ё as е: how people type Russian names into a search box. */
export const normalize = (text: string) => text.toLocaleLowerCase('ru').replaceAll('ё', 'е').trim();

export function countByProvider(connections: ReadonlyArray<{ providerKey: string }>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of connections) counts.set(c.providerKey, (counts.get(c.providerKey) ?? 0) + 1);
  return counts;
}

/**
 * `all` is the full list (allProviders), `enabled` the ones open for new connections (providers);
 * either may be empty before its first load. Keeps the lists' order (the busiest services first).
 */
export function providerRows(
  all: readonly Provider[], enabled: readonly Provider[], counts: ReadonlyMap<string, number>, { query, showUnavailable }: Options,
): ProviderRow[] {
  const enabledKeys = new Set(enabled.map((p) => p.key));
  const seen = new Set<string>();
  const words = normalize(query).split(/\s+/).filter(Boolean);
  const rows: ProviderRow[] = [];
  for (const p of [...enabled, ...all]) {
    if (seen.has(p.key)) continue;
    seen.add(p.key);
    const row = { ...p, connections: counts.get(p.key) ?? 0, available: enabledKeys.has(p.key) || (!enabled.length && p.enabled) };
    if (!row.available && !row.connections && !showUnavailable) continue;
    const text = normalize(`${p.name} ${p.key} ${p.description}`);
    if (words.every((w) => text.includes(w))) rows.push(row);
  }
  return rows;
}
