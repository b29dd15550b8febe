import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ShoppingBag } from 'lucide-react';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../contract/constants';
import { ResourceListPage } from '../components/resource/resource-list-page';
import { parseResourceSearch } from '../components/resource/resource-search';
import { shopResource } from '../features/shops/shop-resource';

export const Route = createFileRoute('/_app/shops/')({
  staticData: { title: msg`Shops`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO], menu: { section: 'settings', order: 2, icon: ShoppingBag } },
  validateSearch: parseResourceSearch,
  component: function ShopsRoute() {
    return <ResourceListPage definition={shopResource} />;
  },
});
