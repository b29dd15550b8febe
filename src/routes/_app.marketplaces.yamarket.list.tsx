import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { ResourceListPage } from '../components/resource/resource-list-page';
import { parseResourceSearch } from '../components/resource/resource-search';
import { yamarketSettingsResource } from '../features/modules/yamarket/yamarket-resources';

export const Route = createFileRoute('/_app/marketplaces/yamarket/list')({
  staticData: { title: msg`Yandex Market`, roles: [ROLE_ADMIN] },
  validateSearch: parseResourceSearch,
  component: function YamarketListRoute() {
    return <ResourceListPage definition={yamarketSettingsResource} />;
  },
});
