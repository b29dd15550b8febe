// The component reads its params through getRouteApi, not `Route`: referring to `Route` would tie the
// split-off component chunk to this file and preload it with the entry.
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ORDER_INFO } from '../contract/constants';
import { OrderDetailsPage } from '../features/orders/components/details/order-details-page';

export const Route = createFileRoute('/_app/orders/$id/details')({
  staticData: { title: msg`Order details`, roles: [ROLE_ORDER_INFO] },
  component: function OrderDetailsRoute() {
    return <OrderDetailsPage id={getRouteApi('/_app/orders/$id/details').useParams().id} />;
  },
});
