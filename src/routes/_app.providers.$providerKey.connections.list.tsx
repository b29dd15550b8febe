import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { ConnectionsPage } from '../features/connections/components/connections-page';

export const Route = createFileRoute('/_app/providers/$providerKey/connections/list')({
  staticData: { title: msg`Connections`, roles: [ROLE_ADMIN] },
  component: ConnectionsPage,
});
