import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { ResourceCreatePage } from '../components/resource/resource-form-page';
import { yamarketSettingsResource } from '../features/modules/yamarket/yamarket-resources';

export const Route = createFileRoute('/_app/marketplaces/yamarket/create')({
  staticData: { title: msg`New Yandex Market settings`, roles: [ROLE_ADMIN] },
  component: function YamarketCreateRoute() {
    return <ResourceCreatePage definition={yamarketSettingsResource} />;
  },
});
