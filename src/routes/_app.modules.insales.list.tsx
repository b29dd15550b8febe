import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { ResourceListPage } from '../components/resource/resource-list-page';
import { parseResourceSearch } from '../components/resource/resource-search';
import { insalesResource } from '../features/modules/insales/insales-resource';

export const Route = createFileRoute('/_app/modules/insales/list')({
  staticData: { title: msg`Insales`, roles: [ROLE_ADMIN] },
  validateSearch: parseResourceSearch,
  component: function InsalesListRoute() {
    return <ResourceListPage definition={insalesResource} />;
  },
});
