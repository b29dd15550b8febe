// The component reads its params through getRouteApi, not `Route` (see _app.shops.$idsShop.edit.tsx).
import { useMemo } from 'react';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { ResourceEditPage } from '../components/resource/resource-form-page';
import { IntegrationsSection } from '../features/modules/components/integrations-section';
import { yamarketIntegrationResource, yamarketSettingsResource } from '../features/modules/yamarket/yamarket-resources';

export const Route = createFileRoute('/_app/marketplaces/yamarket/$settingsId/edit')({
  staticData: { title: msg`Edit Yandex Market settings`, roles: [ROLE_ADMIN] },
  component: function YamarketEditRoute() {
    const { settingsId } = getRouteApi('/_app/marketplaces/yamarket/$settingsId/edit').useParams();
    const integrations = useMemo(() => yamarketIntegrationResource(settingsId), [settingsId]);
    return (
      <ResourceEditPage definition={yamarketSettingsResource} ids={settingsId}>
        <IntegrationsSection definition={integrations} />
      </ResourceEditPage>
    );
  },
});
