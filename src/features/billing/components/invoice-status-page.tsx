// /invoices/{invoiceId}/status: one top-up followed live through accepted, processing, success or fail, with
// the next step of each. Offline it shows the last status on this device and says it will update.
import { Link, useParams } from '@tanstack/react-router';
import { API_BASE_URL } from '../../../api/client';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, CircleDashed, LoaderCircle, XCircle } from 'lucide-react';
import type { InvoiceStatus } from '../../../contract';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MissingItem } from '../../../components/resource/missing-item';
import { useInvoice } from '../data/use-invoice';
import { paymentHref } from '../lib/payment-link';
import { OnlineOnlyNote } from './online-only-note';

const STEPS: InvoiceStatus[] = ['accepted', 'processing'];

export function InvoiceStatusPage() {
  const { t, i18n } = useLingui();
  const { invoiceId } = useParams({ from: '/_app/invoices/$invoiceId/status' });
  const { invoice, reachable, missing } = useInvoice(invoiceId);
  const status = invoice?.status;
  const names: Record<InvoiceStatus, string> = { accepted: t`Accepted`, processing: t`Processing`, success: t`Paid`, fail: t`Not paid` };
  const amount = invoice ? i18n.number(invoice.amount, { style: 'currency', currency: 'RUB', maximumFractionDigits: 2 }) : '';
  const payAt = status === 'accepted' || status === 'processing' ? paymentHref(invoice?.paymentUrl ?? null, API_BASE_URL, location.origin) : null;
  const reached = (step: InvoiceStatus) => status !== undefined && (STEPS.indexOf(status) >= STEPS.indexOf(step) || status === 'success' || status === 'fail');

  if (!invoice && missing) {
    return (
      <MissingItem
        title={t`Payment status`}
        text={t`No such invoice in your company.`}
        back={<Link to="/billing/money" className="text-sm text-primary hover:underline"><Trans>Back to the money account</Trans></Link>}
      />
    );
  }
  if (!invoice) {
    return (
      <Page title={t`Payment status`}>
        <Card role="status">
          <p className="text-sm text-slate-700">
            {!reachable ? <Trans>This invoice is not on this device, and the server cannot be reached. It will show once you are online.</Trans>
              : <Trans>Loading the invoice…</Trans>}
          </p>
          <Link to="/billing/money" className="mt-3 inline-block text-sm text-primary underline underline-offset-2"><Trans>Back to the money account</Trans></Link>
        </Card>
      </Page>
    );
  }

  return (
    <Page title={t`Payment status`}>
      {!reachable && <OnlineOnlyNote text={t`The server cannot be reached: the status shown is the last one known. It updates when you are back online.`} />}
      <Card className="flex flex-col gap-4">
        <p className="text-sm text-slate-600"><Trans>Top-up of {amount}</Trans></p>
        <ol className="flex flex-wrap items-center gap-3 text-sm" aria-label={t`Payment steps`}>
          {STEPS.map((step) => (
            <li key={step} className={`flex items-center gap-1.5 ${reached(step) ? 'text-slate-900' : 'text-slate-400'}`} aria-current={status === step ? 'step' : undefined}>
              {status === step ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : reached(step) ? <CheckCircle2 className="size-4 text-emerald-600" aria-hidden /> : <CircleDashed className="size-4" aria-hidden />}
              {names[step]}
            </li>
          ))}
          <li className={`flex items-center gap-1.5 ${status === 'success' ? 'text-emerald-700' : status === 'fail' ? 'text-red-700' : 'text-slate-400'}`} aria-current={status === 'success' || status === 'fail' ? 'step' : undefined}>
            {status === 'fail' ? <XCircle className="size-4" aria-hidden /> : status === 'success' ? <CheckCircle2 className="size-4" aria-hidden /> : <CircleDashed className="size-4" aria-hidden />}
            {status === 'fail' ? names.fail : names.success}
          </li>
        </ol>
        <div role="status" aria-live="polite" data-testid="invoice-status" data-status={status}>
          {status === 'accepted' && <p className="text-slate-800"><Trans>The invoice is made. Waiting for the payment system to take the payment…</Trans></p>}
          {status === 'processing' && <p className="text-slate-800"><Trans>The payment system is processing the payment. This usually takes a few seconds.</Trans></p>}
          {status === 'success' && <p className="font-medium text-emerald-800"><Trans>Paid: {amount} is on the money account.</Trans></p>}
          {status === 'fail' && (
            <p className="font-medium text-red-800">
              <Trans>The payment did not go through: {invoice.failReason ?? t`the payment system declined it`}. Nothing was charged; try again or use another card.</Trans>
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {payAt && (
            <Button asChild>
              <a href={payAt} target="_blank" rel="noopener noreferrer"><Trans>Go to payment</Trans></a>
            </Button>
          )}
          <Button asChild variant={status === 'success' || status === 'fail' ? 'primary' : 'secondary'}>
            <Link to="/billing/money">{status === 'fail' ? t`Try again` : t`Back to the money account`}</Link>
          </Button>
        </div>
      </Card>
    </Page>
  );
}
