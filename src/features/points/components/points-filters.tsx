// The filter bar the points tabs share (id, delivery service, code, available operation,
// payment by card, payment by cash, city). Every filter lives in the URL; the tabs answer from the local
// store, so there is no "apply" button. Texts reach the URL after a pause in the typing.
import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FilterSheet } from '../../../components/ui/filter-sheet';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { useLoadedKeyNames } from '../../../session/use-key-names';
import { useWorkerAnswer } from '../data/points-client';
import type { PointSearch } from '../lib/point-search';
import { CityCombobox } from './city-combobox';
import { DebouncedInput } from './debounced-input';

export type FilterPatch = Partial<Pick<PointSearch, 'id' | 'providerKey' | 'code' | 'city' | 'operation' | 'card' | 'cash'>>;

type PointsFiltersProps = { search: PointSearch; onChange: (patch: FilterPatch) => void; onReset: () => void };

const flagOf = (value: string): 0 | 1 | undefined => (value === '1' ? 1 : value === '0' ? 0 : undefined);

export function PointsFilters({ search, onChange, onReset }: PointsFiltersProps) {
  const { t } = useLingui();
  const providerName = useLoadedKeyNames('allProviders');
  const keys = useWorkerAnswer((w) => w.providerKeys(), []);
  // The services that have points on this device, by name, once their names are here (never a bare "x5"); the
  // chosen one stays listed before the catalog is read.
  const services = useMemo(() => {
    const all = new Set(providerName ? (keys ?? []) : []);
    if (search.providerKey) all.add(search.providerKey);
    return [...all].map((key) => ({ key, name: providerName?.(key) ?? key })).sort((a, b) => a.name.localeCompare(b.name));
  }, [keys, search.providerKey, providerName]);
  const set = (v: unknown) => v !== undefined && v !== '';
  // On a phone the city stays outside the sheet: it is the filter a field worker sets first.
  const inSheet = [search.id, search.providerKey, search.code, search.operation, search.card, search.cash].filter(set).length;
  const filtered = inSheet > 0 || set(search.city);

  return (
    <div role="search" aria-label={t`Point filters`} className="grid grid-cols-2 items-end gap-x-3 gap-y-2 md:grid-cols-4">
      <FilterSheet
        active={inSheet}
        showLabel={t`Show points`}
        onReset={() => onChange({ id: undefined, providerKey: undefined, code: undefined, operation: undefined, card: undefined, cash: undefined })}
        outside={
          <div className="col-span-2 md:col-span-1">
            <Field label={t`City`}>
              <CityCombobox value={search.city ?? ''} onChange={(city) => onChange({ city })} />
            </Field>
          </div>
        }
      >
        <Field label={t`Delivery service`}>
          <Select value={search.providerKey ?? ''} onChange={(e) => onChange({ providerKey: e.target.value || undefined })}>
            <option value="">{t`All delivery services`}</option>
            {services.map((s) => <option key={s.key} value={s.key}>{s.name}</option>)}
          </Select>
        </Field>
        <Field label={t`Point ID`}>
          <DebouncedInput value={search.id ?? ''} onCommit={(id) => onChange({ id: id || undefined })} spellCheck={false} autoComplete="off" />
        </Field>
        <Field label={t`Point code`}>
          <DebouncedInput value={search.code ?? ''} onCommit={(code) => onChange({ code: code || undefined })} spellCheck={false} autoComplete="off" />
        </Field>
        <Field label={t`Available operation`}>
          <Select value={search.operation ?? ''} onChange={(e) => onChange({ operation: e.target.value ? (Number(e.target.value) as 1 | 2 | 3) : undefined })}>
            <option value="">{t`Any operation`}</option>
            <option value="1">{t`Receive`}</option>
            <option value="2">{t`Issue`}</option>
            <option value="3">{t`Receive and issue`}</option>
          </Select>
        </Field>
        <Field label={t`Payment by card`}>
          <Select value={search.card ?? ''} onChange={(e) => onChange({ card: flagOf(e.target.value) })}>
            <option value="">{t`Any`}</option>
            <option value="1">{t`Yes`}</option>
            <option value="0">{t`No`}</option>
          </Select>
        </Field>
        <Field label={t`Payment in cash`}>
          <Select value={search.cash ?? ''} onChange={(e) => onChange({ cash: flagOf(e.target.value) })}>
            <option value="">{t`Any`}</option>
            <option value="1">{t`Yes`}</option>
            <option value="0">{t`No`}</option>
          </Select>
        </Field>
      </FilterSheet>
      {filtered && (
        <div className="flex h-9 items-center max-sm:hidden">
          <Button variant="ghost" size="sm" onClick={onReset}>
            <X className="size-4" aria-hidden />
            <Trans>Reset filters</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
