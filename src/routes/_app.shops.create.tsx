import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';
import { ComingSoon } from '../components/layout/coming-soon';

export const Route = createFileRoute('/_app/shops/create')({
  staticData: { title: msg`New shop`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO] },
  component: ComingSoon,
});
