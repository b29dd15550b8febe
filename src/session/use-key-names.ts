// Names by key from a reference list (delivery services, order statuses) in the user's language; the
// key itself shows until the list has loaded.
import { useMemo } from 'react';
import { useReferenceList } from './use-reference-list';

export function useKeyNames(list: 'allProviders' | 'statuses'): (key: string) => string {
  const items = useReferenceList(list);
  return useMemo(() => {
    const names = new Map((items ?? []).map((item) => [item.key, item.name]));
    return (key: string) => names.get(key) ?? key;
  }, [items]);
}
