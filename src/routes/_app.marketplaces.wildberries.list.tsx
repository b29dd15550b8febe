import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { ResourceListPage } from '../components/resource/resource-list-page';
import { parseResourceSearch } from '../components/resource/resource-search';
import { wildberriesSettingsResource } from '../features/modules/wildberries/wildberries-resources';

export const Route = createFileRoute('/_app/marketplaces/wildberries/list')({
  staticData: { title: msg`Wildberries`, roles: [ROLE_ADMIN] },
  validateSearch: parseResourceSearch,
  component: function WildberriesListRoute() {
    return <ResourceListPage definition={wildberriesSettingsResource} />;
  },
});
