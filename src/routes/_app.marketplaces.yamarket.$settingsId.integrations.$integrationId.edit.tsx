import { useMemo } from 'react';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { IntegrationPage } from '../features/modules/components/integration-page';
import { yamarketIntegrationResource, yamarketSettingsResource } from '../features/modules/yamarket/yamarket-resources';
import { UploadSection } from '../features/modules/yamarket/upload/upload-section';

export const Route = createFileRoute('/_app/marketplaces/yamarket/$settingsId/integrations/$integrationId/edit')({
  staticData: { title: msg`Edit integration`, newTitle: msg`New integration`, roles: [ROLE_ADMIN] },
  component: function YamarketIntegrationRoute() {
    const { settingsId, integrationId } = getRouteApi('/_app/marketplaces/yamarket/$settingsId/integrations/$integrationId/edit').useParams();
    const definition = useMemo(() => yamarketIntegrationResource(settingsId), [settingsId]);
    return (
      <IntegrationPage definition={definition} settings={yamarketSettingsResource} settingsId={settingsId} integrationId={integrationId}>
        <UploadSection settingsId={settingsId} integrationId={integrationId} definition={definition} />
      </IntegrationPage>
    );
  },
});
