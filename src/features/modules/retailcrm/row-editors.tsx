// The settings' lists typed as rows: the CRM's payment types (with the cash-on-delivery flag) and the
// mapping of the CRM's status codes to the 19 status keys. Rows are added and removed by buttons; every
// control is labelled for screen readers with its row's number.
import { useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { StatusSelect } from '../components/status-select';
import type { PaymentRow, StatusRow } from './settings-form';

type RowsProps<Row> = { rows: Row[]; onChange: (rows: Row[]) => void; error?: string };

const without = <T,>(rows: T[], index: number) => rows.filter((_, i) => i !== index);
const replaced = <T,>(rows: T[], index: number, row: T) => rows.map((r, i) => (i === index ? row : r));

function RowsError({ error }: { error?: string }) {
  return error ? <p role="alert" className="text-xs text-red-600">{error}</p> : null;
}

export function PaymentTypeRows({ rows, onChange, error }: RowsProps<PaymentRow>) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2" data-slot="field">
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <div key={index} className="flex flex-wrap items-center gap-2">
            <Input
              className="max-w-60" value={row.code} aria-label={t`Payment type code, row ${n}`} maxLength={100} spellCheck={false}
              aria-invalid={error ? true : undefined} onChange={(e) => onChange(replaced(rows, index, { ...row, code: e.target.value }))}
            />
            <label className="flex items-center gap-2 text-sm">
              <Checkbox checked={row.isCod} onChange={(e) => onChange(replaced(rows, index, { ...row, isCod: e.target.checked }))} />
              {t`Cash on delivery`}
            </label>
            <Button type="button" variant="ghost" size="icon" aria-label={t`Remove payment type, row ${n}`} onClick={() => onChange(without(rows, index))}>
              <Trash2 className="size-4 text-red-600" aria-hidden />
            </Button>
          </div>
        );
      })}
      <RowsError error={error} />
      <Button type="button" variant="secondary" size="sm" className="self-start" onClick={() => onChange([...rows, { code: '', isCod: false }])}>
        <Plus className="size-4" aria-hidden /> {t`Add payment type`}
      </Button>
    </div>
  );
}

export function StatusMappingRows({ rows, onChange, error }: RowsProps<StatusRow>) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2" data-slot="field">
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <div key={index} className="flex flex-wrap items-center gap-2">
            <Input
              className="max-w-48" value={row.code} aria-label={t`CRM status code, row ${n}`} maxLength={100} spellCheck={false}
              aria-invalid={error ? true : undefined} onChange={(e) => onChange(replaced(rows, index, { ...row, code: e.target.value }))}
            />
            <span aria-hidden className="text-slate-400">→</span>
            <StatusSelect
              className="max-w-64" value={row.status} aria-label={t`Order status, row ${n}`} placeholder={t`Choose a status`}
              onChange={(e) => onChange(replaced(rows, index, { ...row, status: e.target.value as StatusRow['status'] }))}
            />
            <Button type="button" variant="ghost" size="icon" aria-label={t`Remove status, row ${n}`} onClick={() => onChange(without(rows, index))}>
              <Trash2 className="size-4 text-red-600" aria-hidden />
            </Button>
          </div>
        );
      })}
      <RowsError error={error} />
      <Button type="button" variant="secondary" size="sm" className="self-start" onClick={() => onChange([...rows, { code: '', status: '' }])}>
        <Plus className="size-4" aria-hidden /> {t`Add status`}
      </Button>
    </div>
  );
}
