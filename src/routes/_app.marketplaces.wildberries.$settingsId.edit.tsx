// The component reads its params through getRouteApi, not `Route` (see _app.shops.$idsShop.edit.tsx).
import { useMemo } from 'react';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { ResourceEditPage } from '../components/resource/resource-form-page';
import { IntegrationsSection } from '../features/modules/components/integrations-section';
import { wildberriesIntegrationResource, wildberriesSettingsResource } from '../features/modules/wildberries/wildberries-resources';

export const Route = createFileRoute('/_app/marketplaces/wildberries/$settingsId/edit')({
  staticData: { title: msg`Edit Wildberries settings`, roles: [ROLE_ADMIN] },
  component: function WildberriesEditRoute() {
    const { settingsId } = getRouteApi('/_app/marketplaces/wildberries/$settingsId/edit').useParams();
    const integrations = useMemo(() => wildberriesIntegrationResource(settingsId), [settingsId]);
    return (
      <ResourceEditPage definition={wildberriesSettingsResource} ids={settingsId}>
        <IntegrationsSection definition={integrations} />
      </ResourceEditPage>
    );
  },
});
