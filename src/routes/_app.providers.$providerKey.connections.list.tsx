import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { ComingSoon } from '../components/layout/coming-soon';

export const Route = createFileRoute('/_app/providers/$providerKey/connections/list')({
  staticData: { title: msg`Connections`, roles: [ROLE_ADMIN] },
  component: ComingSoon,
});
