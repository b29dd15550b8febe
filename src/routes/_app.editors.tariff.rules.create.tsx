import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { ComingSoon } from '../components/layout/coming-soon';

export const Route = createFileRoute('/_app/editors/tariff/rules/create')({
  staticData: { title: msg`New tariff rule`, roles: [ROLE_ADMIN] },
  component: ComingSoon,
});
