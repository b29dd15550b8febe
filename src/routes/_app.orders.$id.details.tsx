import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ORDER_INFO } from '../contract/constants';
import { ComingSoon } from '../components/layout/coming-soon';

export const Route = createFileRoute('/_app/orders/$id/details')({
  staticData: { title: msg`Order details`, roles: [ROLE_ORDER_INFO] },
  component: ComingSoon,
});
