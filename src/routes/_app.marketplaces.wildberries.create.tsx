import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { ResourceCreatePage } from '../components/resource/resource-form-page';
import { wildberriesSettingsResource } from '../features/modules/wildberries/wildberries-resources';

export const Route = createFileRoute('/_app/marketplaces/wildberries/create')({
  staticData: { title: msg`New Wildberries settings`, roles: [ROLE_ADMIN] },
  component: function WildberriesCreateRoute() {
    return <ResourceCreatePage definition={wildberriesSettingsResource} />;
  },
});
