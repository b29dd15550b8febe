// The component reads its params through getRouteApi, not `Route` (see _app.shops.$idsShop.edit.tsx).
import { useMemo } from 'react';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { ResourceEditPage } from '../components/resource/resource-form-page';
import { IntegrationsSection } from '../features/modules/components/integrations-section';
import { retailCrmIntegrationResource, retailCrmSettingsResource } from '../features/modules/retailcrm/retailcrm-resources';

export const Route = createFileRoute('/_app/modules/retailcrm/$settingsId/edit')({
  staticData: { title: msg`Edit RetailCRM settings`, roles: [ROLE_ADMIN] },
  component: function RetailCrmEditRoute() {
    const { settingsId } = getRouteApi('/_app/modules/retailcrm/$settingsId/edit').useParams();
    const integrations = useMemo(() => retailCrmIntegrationResource(settingsId), [settingsId]);
    return (
      <ResourceEditPage definition={retailCrmSettingsResource} ids={settingsId}>
        <IntegrationsSection definition={integrations} />
      </ResourceEditPage>
    );
  },
});
