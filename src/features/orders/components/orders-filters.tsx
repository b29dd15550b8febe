// The filter bar of the order list: text, needing attention, status, delivery service, shop, platform and a date range. Every
// change goes to the URL at once; the list answers from the local store, so there is no "apply" button.
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { DateInput } from '../../../components/ui/date-input';
import { Select } from '../../../components/ui/select';
import { Button } from '../../../components/ui/button';
import { FilterSheet } from '../../../components/ui/filter-sheet';
import { useReferenceList } from '../../../session/use-reference-list';
import { useOverlaidCollection } from '../../../sync/use-overlaid';
import { activeFilterCount, EMPTY_FILTER, isFiltered, type OrderFilter } from '../lib/order-filter';
import { ATTENTION_REASONS, isAttentionFilter } from '../lib/attention';
import { ATTENTION_NAMES } from '../lib/attention-names';

/** found: how many orders the filters leave (undefined while counting). */
type OrdersFiltersProps = { filter: OrderFilter; onChange: (next: OrderFilter) => void; found: number | undefined };

export function OrdersFilters({ filter, onChange, found }: OrdersFiltersProps) {
  const { t, i18n } = useLingui();
  const statuses = useReferenceList('statuses') ?? [];
  const providers = useReferenceList('allProviders') ?? [];
  const shops = useOverlaidCollection('shops') ?? [];
  const platforms = useReferenceList('platforms') ?? [];
  const set = (patch: Partial<OrderFilter>) => onChange({ ...filter, ...patch });
  return (
    <div role="search" className="grid grid-cols-[repeat(auto-fill,minmax(12rem,1fr))] items-end gap-2">
      <FilterSheet
        active={activeFilterCount(filter)}
        showLabel={found === undefined ? t`Show orders` : plural(found, { one: 'Show # order', other: 'Show # orders' })}
        onReset={() => onChange({ ...EMPTY_FILTER, q: filter.q })}
        outside={
          <label className="relative col-span-full block sm:col-span-2">
            <span className="sr-only">{t`Search orders`}</span>
            <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
            <Input type="search" value={filter.q} onChange={(e) => set({ q: e.target.value })} placeholder={t`Number, client number, tracking, recipient`} className="pl-8" />
          </label>
        }
      >
        <Select aria-label={t`Needs attention`} value={filter.attention} onChange={(e) => set({ attention: isAttentionFilter(e.target.value) ? e.target.value : '' })}>
          <option value="">{t`All orders`}</option>
          {(['any', ...ATTENTION_REASONS] as const).map((reason) => <option key={reason} value={reason}>{i18n._(ATTENTION_NAMES[reason])}</option>)}
        </Select>
        <Select aria-label={t`Status`} value={filter.status[0] ?? ''} onChange={(e) => set({ status: e.target.value ? [e.target.value] : [] })}>
          <option value="">{t`All statuses`}</option>
          {statuses.map((s) => <option key={s.key} value={s.key}>{s.name}</option>)}
        </Select>
        <Select aria-label={t`Delivery service`} value={filter.providerKey} onChange={(e) => set({ providerKey: e.target.value })}>
          <option value="">{t`All delivery services`}</option>
          {providers.map((p) => <option key={p.key} value={p.key}>{p.name}</option>)}
        </Select>
        <Select aria-label={t`Shop`} value={filter.shopId} onChange={(e) => set({ shopId: e.target.value })}>
          <option value="">{t`All shops`}</option>
          {shops.map((s) => <option key={s.id} value={s.id}>{s.name}</option>)}
        </Select>
        <Select aria-label={t`Platform`} value={filter.platform} onChange={(e) => set({ platform: e.target.value })}>
          <option value="">{t`All platforms`}</option>
          {platforms.map((p) => <option key={p.key} value={p.key}>{p.name}</option>)}
        </Select>
        <label className="flex flex-col gap-0.5 text-xs text-slate-600">
          {t`Created from`}
          <DateInput value={filter.from} max={filter.to || undefined} onChange={(from) => set({ from })} />
        </label>
        <label className="flex flex-col gap-0.5 text-xs text-slate-600">
          {t`Created to`}
          <DateInput value={filter.to} min={filter.from || undefined} onChange={(to) => set({ to })} />
        </label>
      </FilterSheet>
      {isFiltered(filter) && (
        <Button variant="ghost" size="sm" className="justify-self-start max-sm:hidden" onClick={() => onChange(EMPTY_FILTER)}>
          <X className="size-4" aria-hidden />
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </div>
  );
}
