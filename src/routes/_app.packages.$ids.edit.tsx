// The component reads its params through getRouteApi, not `Route`: referring to `Route` would tie the
// split-off component chunk to this file and preload it with the entry.
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ORDER_INFO } from '../contract/constants';
import { ResourceEditPage } from '../components/resource/resource-form-page';
import { packageResource } from '../features/packages/package-resource';

export const Route = createFileRoute('/_app/packages/$ids/edit')({
  staticData: { title: msg`Edit package`, roles: [ROLE_ORDER_INFO] },
  component: function EditPackageRoute() {
    return <ResourceEditPage definition={packageResource} ids={getRouteApi('/_app/packages/$ids/edit').useParams().ids} />;
  },
});
