import { useMemo } from 'react';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { IntegrationPage } from '../features/modules/components/integration-page';
import { retailCrmIntegrationResource, retailCrmSettingsResource } from '../features/modules/retailcrm/retailcrm-resources';

export const Route = createFileRoute('/_app/modules/retailcrm/$settingsId/integrations/$integrationId/edit')({
  staticData: { title: msg`Edit integration`, newTitle: msg`New integration`, roles: [ROLE_ADMIN] },
  component: function RetailCrmIntegrationRoute() {
    const { settingsId, integrationId } = getRouteApi('/_app/modules/retailcrm/$settingsId/integrations/$integrationId/edit').useParams();
    const definition = useMemo(() => retailCrmIntegrationResource(settingsId), [settingsId]);
    return <IntegrationPage definition={definition} settings={retailCrmSettingsResource} settingsId={settingsId} integrationId={integrationId} />;
  },
});
