// Status names come from the statuses reference list (in the user's language); the key shows until it loads.
import { useMemo } from 'react';
import { useReferenceList } from '../../session/use-reference-list';

export function useStatusName(): (key: string) => string {
  const statuses = useReferenceList('statuses');
  return useMemo(() => {
    const names = new Map((statuses ?? []).map((s) => [s.key, s.name]));
    return (key: string) => names.get(key) ?? key;
  }, [statuses]);
}
