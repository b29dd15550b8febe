// The component reads its params through getRouteApi, not `Route`: referring to `Route` would tie the
// split-off component chunk to this file and preload it with the entry.
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { PointDetailsPage } from '../features/points/components/details/point-details-page';

export const Route = createFileRoute('/_app/points/$id/details')({
  staticData: { title: msg`Point details` },
  component: function PointDetailsRoute() {
    return <PointDetailsPage id={getRouteApi('/_app/points/$id/details').useParams().id} />;
  },
});
