// The create form opened from a refused change of an order: a refused create fixed and sent again, or any
// refused create or edit made into a new order.
import { Page } from '../../../components/layout/page';
import { Card } from '../../../components/ui/card';
import { useLingui } from '@lingui/react/macro';
import { ORDER_CHANGES } from '../../../contract/changes/order-changes';
import type { RefusedOrderUse } from '../data/refused-order-body';
import { useRefusedOrder } from '../data/use-refused-order';
import { OrderFormPage } from './order-form/order-form-page';
import { RefusedChangeGone } from './refused-change-gone';

export function RefusedOrderCreate({ from, use }: { from: string; use: RefusedOrderUse }) {
  const { t } = useLingui();
  const entry = useRefusedOrder(from);
  if (entry === undefined) return <Page title={t`Create order`}><Card className="h-64 animate-pulse bg-slate-50" aria-busy="true" /></Page>;
  // An edit is fixed on its order's edit form; here it can only become a new order.
  const fits = entry && (use === 'copy' || entry.kind === ORDER_CHANGES.create.kind);
  if (!fits) return <RefusedChangeGone />;
  return <OrderFormPage key={entry.id} refused={{ entry, use }} />;
}
