// An account's history on this device: filter by type and period, the count, the table, and the Excel file of
// what is shown. Readable offline; it fills as the operations are synced.
import { useState } from 'react';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import type { BillingAccount, OperationType } from '../../../contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { FilterSheet } from '../../../components/ui/filter-sheet';
import { DateInput } from '../../../components/ui/date-input';
import { Select } from '../../../components/ui/select';
import { exportOperations } from '../data/export-operations';
import { useOperations } from '../data/use-operations';
import { ACCOUNT_OPERATION_TYPES, OPERATION_TYPE_LABELS } from '../lib/operation-labels';
import { NO_OPERATION_FILTER, type OperationFilter } from '../lib/operation-filter';
import { OperationsTable } from './operations-table';

export function OperationsHistory({ account, title }: { account: BillingAccount; title: string }) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<OperationFilter>(NO_OPERATION_FILTER);
  const [exporting, setExporting] = useState(false);
  const rows = useOperations(account, filter);
  const filtered = filter.type !== '' || filter.from !== '' || filter.to !== '';

  async function download() {
    if (!rows) return;
    setExporting(true);
    try {
      await exportOperations(rows, {
        sheet: title.slice(0, 31),
        headers: [t`Date`, t`Operation`, t`Description`, t`Order or invoice`, account === 'money' ? t`Amount, RUB` : t`Calculations`, t`Balance after`],
        typeName: (row) => i18n._(OPERATION_TYPE_LABELS[row.type]),
        fileName: `${account === 'money' ? 'money' : 'calculations'}-operations-${new Date().toISOString().slice(0, 10)}.xlsx`,
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card className="flex flex-col gap-3 p-0">
      <div className="flex flex-wrap items-end gap-3 px-4 pt-4">
        <h2 className="mr-auto text-base font-semibold text-slate-900 max-sm:w-full">{title}</h2>
        <FilterSheet
          active={[filter.type, filter.from, filter.to].filter(Boolean).length}
          showLabel={rows === undefined ? t`Show operations` : plural(rows.length, { one: 'Show # operation', other: 'Show # operations' })}
          onReset={() => setFilter(NO_OPERATION_FILTER)}
          after={
            <Button variant="secondary" className="max-sm:h-11" onClick={() => void download()} disabled={!rows?.length || exporting}>
              <Download className="size-4" aria-hidden /> {exporting ? t`Preparing the file…` : t`Excel export`}
            </Button>
          }
        >
          <Field label={t`Operation`}>
            <Select className="h-9 sm:w-auto" value={filter.type} onChange={(e) => setFilter({ ...filter, type: e.target.value as OperationType | '' })}>
              <option value="">{t`All operations`}</option>
              {ACCOUNT_OPERATION_TYPES[account].map((type) => <option key={type} value={type}>{i18n._(OPERATION_TYPE_LABELS[type])}</option>)}
            </Select>
          </Field>
          <Field label={t`From`}>
            <DateInput className="h-9 sm:w-40" value={filter.from} max={filter.to || undefined} onChange={(from) => setFilter({ ...filter, from })} />
          </Field>
          <Field label={t`To`}>
            <DateInput className="h-9 sm:w-40" value={filter.to} min={filter.from || undefined} onChange={(to) => setFilter({ ...filter, to })} />
          </Field>
          {filtered && <Button variant="secondary" className="max-sm:hidden" onClick={() => setFilter(NO_OPERATION_FILTER)}>{t`Reset`}</Button>}
        </FilterSheet>
      </div>
      <p className="px-4 text-sm text-slate-600" aria-live="polite" data-testid="operations-count">
        {rows === undefined ? t`Reading the history…` : <Plural value={rows.length} one="# operation" other="# operations" />}
      </p>
      {rows && rows.length > 0 ? (
        <div className="overflow-x-auto"><OperationsTable rows={rows} account={account} caption={title} /></div>
      ) : rows ? (
        <p className="px-4 pb-4 text-sm text-slate-600">
          {filtered ? <Trans>No operation matches the filter.</Trans> : <Trans>No operations yet. They appear here once they are synced to this device.</Trans>}
        </p>
      ) : null}
    </Card>
  );
}
