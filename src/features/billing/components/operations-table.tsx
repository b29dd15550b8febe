// An account's operations as a table: when, what (an order's charge links to the order, a top-up to its
// invoice), the signed amount and the balance after. A long history renders only the rows near the screen,
// scrolled with the page (as the resource tables do).
import { useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BillingAccount } from '../../../contract';
import { pageVirtualOptions } from '../../../lib/page-virtual-options';
import { useScrollMargin } from '../../../lib/hooks/use-scroll-margin';
import { spacerHeights, VIRTUAL_FROM } from '../../../components/resource/virtual-window';
import { STACKED } from '../../../components/ui/stacked-table';
import { cn } from '../../../lib/cn';
import { OPERATION_TYPE_LABELS } from '../lib/operation-labels';
import type { OperationRow } from '../data/use-operations';

const ROW_HEIGHT = 49;
const COLUMNS = 4;

function Row({ row, amount, measure }: { row: OperationRow; amount: (n: number, signed?: boolean) => string; measure?: { ref: (el: Element | null) => void; index: number } }) {
  const { t, i18n } = useLingui();
  // A purchase's description is its count of units: said on the money side, plain from the amount on the other.
  let what: ReactNode = row.type !== 'calculationsPurchase' ? row.description : row.account === 'money' ? t`${row.description} calculations` : '';
  if (row.orderId) what = <Link to="/orders/$id/details" params={{ id: row.orderId }} className="text-primary underline underline-offset-2">{row.description || row.orderId}</Link>;
  else if (row.invoiceId) what = <Link to="/invoices/$invoiceId/status" params={{ invoiceId: row.invoiceId }} className="text-primary underline underline-offset-2"><Trans>Invoice</Trans></Link>;
  return (
    <tr ref={measure?.ref} data-index={measure?.index} role="row" className={cn('border-b border-slate-100 last:border-0', STACKED.row)} data-testid="operation-row">
      <td role="cell" className={cn('px-3 py-2 whitespace-nowrap text-slate-600 tabular-nums max-sm:col-start-1 max-sm:row-start-2 max-sm:text-xs', STACKED.cell)}>
        {i18n.date(new Date(row.created), { dateStyle: 'short', timeStyle: 'short' })}
      </td>
      <td role="cell" className={cn('px-3 py-2 max-sm:col-start-1 max-sm:row-start-1 max-sm:min-w-0', STACKED.cell)}>
        <span className="font-medium text-slate-900">{i18n._(OPERATION_TYPE_LABELS[row.type])}</span>
        {what ? <span className="block text-xs text-slate-600 max-sm:truncate">{what}</span> : null}
      </td>
      <td role="cell" className={cn(`px-3 py-2 text-right whitespace-nowrap tabular-nums ${row.amount < 0 ? 'text-slate-900' : 'text-emerald-700'}`, 'max-sm:col-start-2 max-sm:row-start-1 max-sm:font-medium', STACKED.cell)}>{amount(row.amount, true)}</td>
      <td role="cell" className={cn('px-3 py-2 text-right whitespace-nowrap text-slate-600 tabular-nums max-sm:col-start-2 max-sm:row-start-2 max-sm:text-xs', STACKED.cell)}>
        <span className="sm:hidden"><Trans>Balance after</Trans> </span>{amount(row.balanceAfter)}
      </td>
    </tr>
  );
}

const Spacer = ({ height }: { height: number }) =>
  height > 0 ? <tr aria-hidden className="max-sm:block" style={{ height }}><td colSpan={COLUMNS} className="p-0" /></tr> : null;

function VirtualBody({ rows, amount }: { rows: OperationRow[]; amount: (n: number, signed?: boolean) => string }) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const scrollMargin = useScrollMargin(bodyRef);
  // oxlint-disable-next-line react/incompatible-library -- the virtualizer hands out new functions each render; this body re-renders with it on purpose
  const virtualizer = useVirtualizer({
    count: rows.length, ...pageVirtualOptions(), estimateSize: () => ROW_HEIGHT, getItemKey: (i) => rows[i].id, overscan: 10, scrollMargin,
  });
  const placed = virtualizer.getVirtualItems();
  const { before, after } = spacerHeights(placed, virtualizer.getTotalSize(), scrollMargin);
  return (
    <tbody ref={bodyRef} role="rowgroup" className={STACKED.body}>
      <Spacer height={before} />
      {placed.map(({ index }) => <Row key={rows[index].id} row={rows[index]} amount={amount} measure={{ ref: virtualizer.measureElement, index }} />)}
      <Spacer height={after} />
    </tbody>
  );
}

export function OperationsTable({ rows, account, caption }: { rows: OperationRow[]; account: BillingAccount; caption: string }) {
  const { t, i18n } = useLingui();
  const amount = (n: number, signed = false) => {
    const sign = signed && n > 0 ? '+' : '';
    return account === 'money'
      ? sign + i18n.number(n, { style: 'currency', currency: 'RUB', maximumFractionDigits: 2 })
      : sign + i18n.number(n);
  };
  return (
    <table role="table" className={STACKED.table} data-testid="operations-table">
      <caption className="sr-only">{caption}</caption>
      <thead role="rowgroup" className={cn('border-b border-slate-200 bg-slate-50 text-slate-600', STACKED.head)}>
        <tr role="row">
          <th role="columnheader" scope="col" className="px-3 py-2 font-medium">{t`Date`}</th>
          <th role="columnheader" scope="col" className="px-3 py-2 font-medium">{t`Operation`}</th>
          <th role="columnheader" scope="col" className="px-3 py-2 text-right font-medium">{t`Amount`}</th>
          <th role="columnheader" scope="col" className="px-3 py-2 text-right font-medium">{t`Balance after`}</th>
        </tr>
      </thead>
      {rows.length > VIRTUAL_FROM ? <VirtualBody rows={rows} amount={amount} /> : (
        <tbody role="rowgroup" className={STACKED.body}>{rows.map((row) => <Row key={row.id} row={row} amount={amount} />)}</tbody>
      )}
    </table>
  );
}
