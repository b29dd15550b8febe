// The component reads its params through getRouteApi, not `Route`: referring to `Route` would tie the
// split-off component chunk to this file and preload it with the entry.
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';
import { OrderEditPage } from '../features/orders/components/order-edit-page';

export const Route = createFileRoute('/_app/orders/$id/edit')({
  staticData: { title: msg`Edit order`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO] },
  // `from`: a refused edit of this order (its outbox id) the form starts from, to fix and send again.
  validateSearch: (search: Record<string, unknown>): { from?: string } =>
    (typeof search.from === 'string' && search.from ? { from: search.from } : {}),
  component: function OrderEditRoute() {
    const route = getRouteApi('/_app/orders/$id/edit');
    return <OrderEditPage id={route.useParams().id} from={route.useSearch().from} />;
  },
});
