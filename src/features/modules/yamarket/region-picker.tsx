// The regions whose points go to the marketplace: the regions of the points on this device with their
// counts, narrowed by typing, chosen ones first; a group of checkboxes for the keyboard and screen readers.
// While the device does not have every point yet, the hint says the figures are a part.
import { useId, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { foldText } from '../../../contract/point-filter';
import { usePointRegions } from '../data/use-point-regions';
import { usePointsCopy } from '../data/use-points-copy';

type RegionPickerProps = { label: string; value: string[]; onChange: (regions: string[]) => void; error?: string };

export function RegionPicker({ label, value, onChange, error }: RegionPickerProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const regions = usePointRegions();
  const copy = usePointsCopy();
  const storedSoFar = (copy?.stored ?? 0).toLocaleString(i18n.locale);
  const [typed, setTyped] = useState('');
  const shown = useMemo(() => {
    const wanted = foldText(typed);
    const known = new Map((regions ?? []).map((r) => [r.region, r.count]));
    // A chosen region the device has no points of still shows, so it can be unchosen.
    const all = [...new Set([...value, ...known.keys()])].map((region) => ({ region, count: known.get(region) ?? 0 }));
    return all.filter(({ region }) => value.includes(region) || foldText(region).includes(wanted))
      .sort((a, b) => Number(value.includes(b.region)) - Number(value.includes(a.region)));
  }, [regions, value, typed]);
  const toggle = (region: string, on: boolean) => onChange(on ? [...value, region] : value.filter((r) => r !== region));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className="mb-1 text-sm font-medium text-slate-700">{label}</legend>
      <Input value={typed} onChange={(e) => setTyped(e.target.value)} aria-label={t`Find a region`} placeholder={t`Find a region`} autoComplete="off" />
      <div className="max-h-56 overflow-y-auto rounded-md border border-slate-200 p-2" data-invalid={error ? true : undefined}>
        {regions === undefined ? (
          <p className="text-sm text-slate-500" role="status">{t`Reading the points on this device…`}</p>
        ) : shown.length ? (
          // Rows 8 px apart: a 16 px box keeps 24 px of its own to touch (WCAG 2.5.8).
          <ul className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
            {shown.map(({ region, count }) => (
              <li key={region}>
                <label className="flex items-start gap-2 text-sm text-slate-800">
                  <Checkbox className="mt-0.5 shrink-0" checked={value.includes(region)} onChange={(e) => toggle(region, e.target.checked)} />
                  <span>{region} <span className="text-slate-500">· {count.toLocaleString(i18n.locale)}</span></span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">{t`No region matches.`}</p>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600">{error}</p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {copy && !copy.complete
            ? t`Chosen: ${value.length}. The figures are the points on this device, which does not have them all yet: ${storedSoFar} so far.`
            : t`Chosen: ${value.length}. The figures are the points on this device.`}
        </p>
      )}
    </fieldset>
  );
}
