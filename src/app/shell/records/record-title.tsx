// A record's name for the shell (breadcrumbs, open views), read from this device: a synced row with the user's
// queued changes laid over (a new order is named before the server has it), a point from the points worker,
// a provider from the provider list. Handed to `children`: undefined while reading, null when this device does
// not have the record.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { db } from '../../../db/db';
import type { Provider } from '../../../contract';
import type { RowCollection } from '../../../db/collections';
import { useOverlaidRow } from '../../../sync/use-overlaid';
import type { RecordSource } from './record-source';
import { rowTitle } from './row-title';
import { resolveWithRetry } from './resolve-with-retry';

type Render = (title: string | null | undefined) => ReactNode;

// The points client starts the points worker: loaded only where a point is named (its own page starts it anyway).
const PointTitle = lazy(() => import('./point-title'));

function RowTitle({ collection, id, children }: { collection: RowCollection; id: string; children: Render }) {
  const { t, i18n } = useLingui();
  const row = useOverlaidRow(collection, id);
  const topUp = (value: number) => {
    const amount = i18n.number(value, { style: 'currency', currency: 'RUB', maximumFractionDigits: 2 });
    return t`Top-up of ${amount}`;
  };
  return children(row === undefined ? undefined : row === null ? null : (rowTitle(collection, row, topUp) ?? null));
}

async function providerName(key: string): Promise<string | undefined> {
  const list = (await db.lists.get('allProviders'))?.items as Provider[] | undefined;
  return list?.find((p) => p.key === key)?.name;
}

/** The provider list may still be loading when a deep link opens: the product's retries, then the key itself
 *  (shown meanwhile too). */
function ProviderTitle({ providerKey, children }: { providerKey: string; children: Render }) {
  const [resolved, setResolved] = useState<{ key: string; title: string }>();
  useEffect(() => {
    const controller = new AbortController();
    void resolveWithRetry(() => providerName(providerKey), providerKey, { signal: controller.signal }).then(
      (title) => !controller.signal.aborted && setResolved({ key: providerKey, title }),
    );
    return () => controller.abort();
  }, [providerKey]);
  // The key until then: the product's fallback, and readable (cdek) where a record's id would not be.
  return children(resolved?.key === providerKey ? resolved.title : providerKey);
}

/** `points`: false where naming a point must not start the points worker (a tab not shown now). */
export function RecordTitle({ source, points = true, children }: { source: RecordSource; points?: boolean; children: Render }) {
  if (source.kind === 'row') return <RowTitle collection={source.collection} id={source.id}>{children}</RowTitle>;
  if (source.kind === 'provider') return <ProviderTitle providerKey={source.key}>{children}</ProviderTitle>;
  if (!points) return children(undefined);
  return (
    <Suspense fallback={children(undefined)}>
      <PointTitle id={source.id}>{children}</PointTitle>
    </Suspense>
  );
}
