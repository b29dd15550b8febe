import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { EditConnectionPage } from '../features/connections/components/edit-connection-page';

export const Route = createFileRoute('/_app/providers/$providerKey/connections/$id/edit')({
  staticData: { title: msg`Edit connection`, roles: [ROLE_ADMIN] },
  component: EditConnectionPage,
});
