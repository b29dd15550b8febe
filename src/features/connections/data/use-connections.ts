// The company's connections as stored on this device, with queued changes laid over them.
import { useMemo } from 'react';
import type { Connection } from '../../../contract';
import { useOverlaidCollection } from '../../../sync/use-overlaid';
import type { Overlaid } from '../../../sync/overlay';

/** A row created offline has no version or times until the server answers. */
export type ConnectionRow = Omit<Connection, 'version' | 'created' | 'updated'> & Partial<Pick<Connection, 'version' | 'created' | 'updated'>>;
export type ConnectionItem = Overlaid<ConnectionRow>;

/** undefined while reading. */
export const useConnections = (): ConnectionItem[] | undefined => useOverlaidCollection('connections');

/** One provider's connections, by name; undefined while reading. */
export function useProviderConnections(providerKey: string): ConnectionItem[] | undefined {
  const all = useConnections();
  return useMemo(
    () => all?.filter((c) => c.providerKey === providerKey).sort((a, b) => a.name.localeCompare(b.name, 'ru')),
    [all, providerKey],
  );
}
