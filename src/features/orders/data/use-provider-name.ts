// Delivery-service names by key, from the providers reference list.
import { useMemo } from 'react';
import { useReferenceList } from '../../session/use-reference-list';

export function useProviderName(): (key: string) => string {
  const providers = useReferenceList('allProviders');
  return useMemo(() => {
    const names = new Map((providers ?? []).map((p) => [p.key, p.name]));
    return (key: string) => names.get(key) ?? key;
  }, [providers]);
}
