import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { CreateConnectionPage } from '../features/connections/components/create-connection-page';

export const Route = createFileRoute('/_app/providers/$providerKey/connections/create')({
  staticData: { title: msg`New connection`, roles: [ROLE_ADMIN] },
  component: CreateConnectionPage,
});
