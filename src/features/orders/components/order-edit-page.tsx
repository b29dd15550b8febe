// Edit order: only while the delivery service does not have it yet (uploading, or a failed upload);
// afterwards the aggregator refuses edits (040089), so the form is not offered.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { Card } from '../../../components/ui/card';
import { EDITABLE_ORDER_STATUSES } from '../../../contract/order-constants';
import type { OrderStatusKey } from '../../../contract/constants';
import { useOverlaidRow } from '../../../sync/use-overlaid';
import { OrderFormPage } from './order-form/order-form-page';

export function OrderEditPage({ id }: { id: string }) {
  const { t } = useLingui();
  const row = useOverlaidRow('orders', id);
  if (row === undefined) return <Page title={t`Edit order`}><Card className="h-64 animate-pulse bg-slate-50" aria-busy="true" /></Page>;
  if (row === null || !EDITABLE_ORDER_STATUSES.includes(row.status?.key as OrderStatusKey)) {
    return (
      <Page title={t`Edit order`}>
        <Card className="py-10 text-center text-slate-600">
          <p>{row ? <Trans>The delivery service has this order already; it can no longer be edited.</Trans> : <Trans>This order is not on this device.</Trans>}</p>
          <Link to="/orders" className="text-primary hover:underline"><Trans>Back to orders</Trans></Link>
        </Card>
      </Page>
    );
  }
  return <OrderFormPage key={row.id} editing={row} />;
}
