import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Store } from 'lucide-react';
import { ROLE_ADMIN } from '../contract/constants';
import { ComingSoon } from '../components/layout/coming-soon';

export const Route = createFileRoute('/_app/marketplaces/index')({
  staticData: { title: msg`Marketplaces`, roles: [ROLE_ADMIN], menu: { section: 'integrations', order: 2, icon: Store } },
  component: ComingSoon,
});
