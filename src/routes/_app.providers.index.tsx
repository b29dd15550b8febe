import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Truck } from 'lucide-react';
import { ROLE_ADMIN } from '../contract/constants';
import { ProvidersPage } from '../features/connections/components/providers-page';

export const Route = createFileRoute('/_app/providers/')({
  staticData: { title: msg`Providers`, roles: [ROLE_ADMIN], menu: { section: 'delivery', order: 1, icon: Truck } },
  component: ProvidersPage,
});
