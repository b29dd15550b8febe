import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Truck } from 'lucide-react';
import { ROLE_ADMIN } from '../contract/constants';
import { ShippingPage } from '../features/analytics/components/shipping-page';

export const Route = createFileRoute('/_app/analytics/shipping')({
  staticData: { title: msg({ message: 'Shipping', context: 'analytics' }), roles: [ROLE_ADMIN], menu: { section: 'finance', order: 4, icon: Truck } },
  component: ShippingPage,
});
