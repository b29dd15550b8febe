import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';
import { ResourceCreatePage } from '../components/resource/resource-form-page';
import { packageResource } from '../features/packages/package-resource';

export const Route = createFileRoute('/_app/packages/create')({
  staticData: { title: msg`New package`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO] },
  component: function CreatePackageRoute() {
    return <ResourceCreatePage definition={packageResource} />;
  },
});
