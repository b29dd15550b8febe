// Choosing one point of a filter, as a list or on the map (the order form's point picker, the calculator's
// points near the recipient). The list comes first: it reads at once and is the quicker way by keyboard; the
// map loads when its tab is opened (its code is warmed up when the pointer or focus reaches the tab).
import { lazy, Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Tabs } from 'radix-ui';
import { TabTrigger } from '../../../../components/ui/tab-trigger';
import { mapAllowed, type PointFilter } from '../../../../contract/point-filter';
import { TabPanel, useTabIds } from '../../../../components/ui/tab-panel';
import { warmUpMap } from '../warm-up-map';
import { PointChoiceList } from './point-choice-list';

const PickingMap = lazy(() => import('./picking-map'));

type View = 'list' | 'map';

export function PointChoice({ filter, onPick }: { filter: PointFilter; onPick: (id: string) => void }) {
  const { t } = useLingui();
  const [view, setView] = useState<View>('list');
  const tabIds = useTabIds();
  const labels: Record<View, string> = { list: t`List`, map: t`Map` };
  return (
    <Tabs.Root value={view} onValueChange={(next) => setView(next as View)} className="flex min-h-0 flex-col gap-3">
      <Tabs.List aria-label={t`How to show the points`} className="flex gap-1 border-b">
        {(['list', 'map'] as const).map((value) => (
          <TabTrigger
            key={value}
            value={value}
            {...tabIds.triggerProps(value)}
            onPointerEnter={value === 'map' ? warmUpMap : undefined}
            onFocus={value === 'map' ? warmUpMap : undefined}
            className="py-1.5"
          >
            {labels[value]}
          </TabTrigger>
        ))}
      </Tabs.List>
      <TabPanel ids={tabIds} value={view} className="flex min-h-0 flex-col gap-3 outline-none">
        {view === 'list' ? (
          <PointChoiceList filter={filter} onPick={onPick} />
        ) : mapAllowed(filter) ? (
          <Suspense fallback={<p className="text-sm text-slate-600" role="status">{t`Loading the map…`}</p>}>
            <PickingMap filter={filter} onPick={(row) => onPick(row.id)} />
          </Suspense>
        ) : (
          <p className="text-sm text-slate-600">{t`Choose a city to see its points on the map.`}</p>
        )}
      </TabPanel>
    </Tabs.Root>
  );
}
