// A delivery service by key, from the full list (a switched-off one still has a name), and whether
// new connections to it are possible (the server takes them only for enabled services).
import type { Provider } from '../../../contract';
import { useReferenceList } from '../../../session/use-reference-list';

export type ProviderInfo = { provider: Provider | null; available: boolean };

/** undefined while reading. */
export function useProvider(providerKey: string): ProviderInfo | undefined {
  const all = useReferenceList('allProviders');
  const enabled = useReferenceList('providers');
  if (all === undefined || enabled === undefined) return undefined;
  const open = enabled.find((p) => p.key === providerKey);
  const provider = open ?? all.find((p) => p.key === providerKey) ?? null;
  return { provider, available: open ? true : !enabled.length && !!provider?.enabled };
}
