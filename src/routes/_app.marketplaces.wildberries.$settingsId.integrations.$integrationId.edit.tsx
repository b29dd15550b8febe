import { useMemo } from 'react';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { IntegrationPage } from '../features/modules/components/integration-page';
import { wildberriesIntegrationResource, wildberriesSettingsResource } from '../features/modules/wildberries/wildberries-resources';

export const Route = createFileRoute('/_app/marketplaces/wildberries/$settingsId/integrations/$integrationId/edit')({
  staticData: { title: msg`Edit integration`, newTitle: msg`New integration`, roles: [ROLE_ADMIN] },
  component: function WildberriesIntegrationRoute() {
    const { settingsId, integrationId } = getRouteApi('/_app/marketplaces/wildberries/$settingsId/integrations/$integrationId/edit').useParams();
    const definition = useMemo(() => wildberriesIntegrationResource(settingsId), [settingsId]);
    return <IntegrationPage definition={definition} settings={wildberriesSettingsResource} settingsId={settingsId} integrationId={integrationId} />;
  },
});
