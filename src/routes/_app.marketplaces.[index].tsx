import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Store } from 'lucide-react';
import { ROLE_ADMIN } from '../contract/constants';
import { MarketplacesOverview } from '../features/modules/overview/marketplaces-overview';

export const Route = createFileRoute('/_app/marketplaces/index')({
  staticData: { title: msg`Marketplaces`, roles: [ROLE_ADMIN], menu: { section: 'integrations', order: 2, icon: Store } },
  component: MarketplacesOverview,
});
