import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { ResourceListPage } from '../components/resource/resource-list-page';
import { parseResourceSearch } from '../components/resource/resource-search';
import { retailCrmSettingsResource } from '../features/modules/retailcrm/retailcrm-resources';

export const Route = createFileRoute('/_app/modules/retailcrm/list')({
  staticData: { title: msg`RetailCRM`, roles: [ROLE_ADMIN] },
  validateSearch: parseResourceSearch,
  component: function RetailCrmListRoute() {
    return <ResourceListPage definition={retailCrmSettingsResource} />;
  },
});
