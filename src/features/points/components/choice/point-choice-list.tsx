// Points to choose from as a list: the first points of the filter by name, each a button that chooses it.
import { useLingui } from '@lingui/react/macro';
import type { PointFilter } from '../../../../contract/point-filter';
import { usePointWindow } from '../../data/points-client';

const SHOWN = 50;

export function PointChoiceList({ filter, onPick }: { filter: PointFilter; onPick: (id: string) => void }) {
  const { t } = useLingui();
  const window = usePointWindow(filter, { by: 'name', desc: false }, 0, SHOWN);
  return (
    <>
      <p className="text-sm text-slate-600" aria-live="polite">
        {window === undefined ? t`Looking for points…` : window.total === 0 ? t`No point of this service fits. Points appear here once they are on this device.` : window.total > SHOWN ? t`${window.total} points; the first ${SHOWN} are shown, narrow by city or code.` : t`${window.total} points`}
      </p>
      <ul className="max-h-[45vh] min-h-0 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200" aria-label={t`Points`}>
        {window?.rows.map((p) => (
          <li key={p.id}>
            <button type="button" onClick={() => onPick(p.id)} className="flex w-full flex-col items-start px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:bg-slate-100 focus-visible:outline-none">
              <span className="font-medium text-slate-900">{p.name} <span className="font-normal text-slate-500">· {p.code}</span></span>
              <span className="text-slate-600">{[p.city, p.address].filter(Boolean).join(', ')}</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
