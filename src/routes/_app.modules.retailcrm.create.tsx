import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { ResourceCreatePage } from '../components/resource/resource-form-page';
import { retailCrmSettingsResource } from '../features/modules/retailcrm/retailcrm-resources';

export const Route = createFileRoute('/_app/modules/retailcrm/create')({
  staticData: { title: msg`New RetailCRM settings`, roles: [ROLE_ADMIN] },
  component: function RetailCrmCreateRoute() {
    return <ResourceCreatePage definition={retailCrmSettingsResource} />;
  },
});
