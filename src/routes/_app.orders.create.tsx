import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';
import { OrderFormPage } from '../features/orders/components/order-form/order-form-page';
import { RefusedOrderCreate } from '../features/orders/components/refused-order-create';
import { prefillValues } from '../features/orders/lib/prefill-draft';

type CreateSearch = {
  prefill?: Record<string, string>;
  /** A refused change of an order (its outbox id) the form starts from: sent again, or copied to a new order. */
  from?: string;
  use?: 'retry' | 'copy';
};

export const Route = createFileRoute('/_app/orders/create')({
  staticData: { title: msg`Create order`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO] },
  // Values for the form by draft path, e.g. from the calculator's "Create order" (orders/lib/prefill-draft.ts).
  validateSearch: (search: Record<string, unknown>): CreateSearch => {
    const prefill = prefillValues(search.prefill);
    const from = typeof search.from === 'string' && search.from ? search.from : undefined;
    return {
      ...(Object.keys(prefill).length ? { prefill } : {}),
      ...(from ? { from, use: search.use === 'retry' ? 'retry' : 'copy' } : {}),
    };
  },
  component: CreateOrder,
});

function CreateOrder() {
  const { prefill, from, use } = Route.useSearch();
  return from ? <RefusedOrderCreate from={from} use={use ?? 'copy'} /> : <OrderFormPage prefill={prefill} />;
}
