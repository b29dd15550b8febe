import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ORDER_INFO } from '../contract/constants';
import { OrderDetailsPage } from '../features/orders/components/details/order-details-page';

export const Route = createFileRoute('/_app/orders/$id/details')({
  staticData: { title: msg`Order details`, roles: [ROLE_ORDER_INFO] },
  component: function OrderDetailsRoute() {
    return <OrderDetailsPage id={Route.useParams().id} />;
  },
});
