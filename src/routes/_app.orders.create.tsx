import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';
import { OrderFormPage } from '../features/orders/components/order-form/order-form-page';
import { prefillValues } from '../features/orders/lib/prefill-draft';

type CreateSearch = { prefill?: Record<string, string> };

export const Route = createFileRoute('/_app/orders/create')({
  staticData: { title: msg`Create order`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO] },
  // Values for the form by draft path, e.g. from the calculator's "Create order" (orders/lib/prefill-draft.ts).
  validateSearch: (search: Record<string, unknown>): CreateSearch => {
    const prefill = prefillValues(search.prefill);
    return Object.keys(prefill).length ? { prefill } : {};
  },
  component: CreateOrder,
});

function CreateOrder() {
  const { prefill } = Route.useSearch();
  return <OrderFormPage prefill={prefill} />;
}
