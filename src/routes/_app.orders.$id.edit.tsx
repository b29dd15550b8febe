// The component reads its params through getRouteApi, not `Route`: referring to `Route` would tie the
// split-off component chunk to this file and preload it with the entry.
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';
import { OrderEditPage } from '../features/orders/components/order-edit-page';

export const Route = createFileRoute('/_app/orders/$id/edit')({
  staticData: { title: msg`Edit order`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO] },
  component: function OrderEditRoute() {
    return <OrderEditPage id={getRouteApi('/_app/orders/$id/edit').useParams().id} />;
  },
});
