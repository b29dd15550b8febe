// The component reads its params through getRouteApi, not `Route`: referring to `Route` would tie the
// split-off component chunk to this file and preload it with the entry.
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ORDER_INFO } from '../contract/constants';
import { ResourceEditPage } from '../components/resource/resource-form-page';
import { shopResource } from '../features/shops/shop-resource';

export const Route = createFileRoute('/_app/shops/$idsShop/edit')({
  staticData: { title: msg`Edit shop`, roles: [ROLE_ORDER_INFO] },
  component: function EditShopRoute() {
    return <ResourceEditPage definition={shopResource} ids={getRouteApi('/_app/shops/$idsShop/edit').useParams().idsShop} />;
  },
});
