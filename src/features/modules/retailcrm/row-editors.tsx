// The settings' lists typed as rows: the CRM's payment types (with the cash-on-delivery flag) and the
// mapping of the CRM's status codes to the 19 status keys. Every control is labelled with its row's number.
import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { RowList } from '../components/row-list';
import { StatusSelect } from '../components/status-select';
import type { PaymentRow, StatusRow } from './settings-form';

type RowsProps<Row> = { rows: Row[]; onChange: (rows: Row[]) => void; error?: string };

export function PaymentTypeRows({ rows, onChange, error }: RowsProps<PaymentRow>) {
  const { t } = useLingui();
  return (
    <RowList
      rows={rows} onChange={onChange} error={error} blank={{ code: '', isCod: false }}
      addLabel={t`Add payment type`} removeLabel={(n) => t`Remove payment type, row ${n}`}
    >
      {(row, n, update) => (
        <>
          <Input
            className="max-w-60" value={row.code} aria-label={t`Payment type code, row ${n}`} maxLength={100} spellCheck={false}
            aria-invalid={error ? true : undefined} onChange={(e) => update({ ...row, code: e.target.value })}
          />
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={row.isCod} onChange={(e) => update({ ...row, isCod: e.target.checked })} />
            {t`Cash on delivery`}
          </label>
        </>
      )}
    </RowList>
  );
}

export function StatusMappingRows({ rows, onChange, error }: RowsProps<StatusRow>) {
  const { t } = useLingui();
  return (
    <RowList
      rows={rows} onChange={onChange} error={error} blank={{ code: '', status: '' }}
      addLabel={t`Add status`} removeLabel={(n) => t`Remove status, row ${n}`}
    >
      {(row, n, update) => (
        <>
          <Input
            className="max-w-48" value={row.code} aria-label={t`CRM status code, row ${n}`} maxLength={100} spellCheck={false}
            aria-invalid={error ? true : undefined} onChange={(e) => update({ ...row, code: e.target.value })}
          />
          <span aria-hidden className="text-slate-400">→</span>
          <StatusSelect
            className="max-w-64" value={row.status} aria-label={t`Order status, row ${n}`} placeholder={t`Choose a status`}
            onChange={(e) => update({ ...row, status: e.target.value as StatusRow['status'] })}
          />
        </>
      )}
    </RowList>
  );
}
