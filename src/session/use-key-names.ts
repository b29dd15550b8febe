// Names by key from a reference list (delivery services, order statuses) in the user's language.
import { useMemo } from 'react';
import { useReferenceList } from './use-reference-list';

type KeyNames = (key: string) => string;
const asIs: KeyNames = (key) => key;

/** The key itself shows until the list has loaded. */
export function useKeyNames(list: 'allProviders' | 'statuses'): KeyNames {
  return useLoadedKeyNames(list) ?? asIs;
}

/** Undefined until the list has reached this device (during the first sync points can come before it): a
 *  screen shows a placeholder then, not the raw key ("x5" for 5Post). A key the list does not hold shows as
 *  itself. An empty list is never stored (workers/sync/reference-pull.ts), so empty means not loaded yet. */
export function useLoadedKeyNames(list: 'allProviders' | 'statuses'): KeyNames | undefined {
  const items = useReferenceList(list);
  return useMemo(() => {
    if (!items?.length) return undefined;
    const names = new Map(items.map((item) => [item.key, item.name]));
    return (key: string) => names.get(key) ?? key;
  }, [items]);
}
