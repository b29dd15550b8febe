import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';
import { OrderFormPage } from '../features/orders/components/order-form/order-form-page';

export const Route = createFileRoute('/_app/orders/create')({
  staticData: { title: msg`Create order`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO] },
  component: OrderFormPage,
});
