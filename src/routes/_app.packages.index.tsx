import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Box } from 'lucide-react';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';
import { ResourceListPage } from '../components/resource/resource-list-page';
import { parseResourceSearch } from '../components/resource/resource-search';
import { packageResource } from '../features/packages/package-resource';

export const Route = createFileRoute('/_app/packages/')({
  staticData: { title: msg`Packages`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO], menu: { section: 'settings', order: 4, icon: Box } },
  validateSearch: parseResourceSearch,
  component: function PackagesRoute() {
    return <ResourceListPage definition={packageResource} />;
  },
});
