// The component reads its params through getRouteApi, not `Route`: referring to `Route` would tie the
// split-off component chunk to this file and preload it with the entry.
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ORDER_INFO } from '../contract/constants';
import { ResourceDetailsPage } from '../components/resource/resource-details-page';
import { packageResource } from '../features/packages/package-resource';

export const Route = createFileRoute('/_app/packages/$id/details')({
  staticData: { title: msg`Package details`, roles: [ROLE_ORDER_INFO] },
  component: function PackageDetailsRoute() {
    return <ResourceDetailsPage definition={packageResource} id={getRouteApi('/_app/packages/$id/details').useParams().id} />;
  },
});
