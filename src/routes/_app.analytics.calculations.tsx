import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ChartColumn } from 'lucide-react';
import { ROLE_ADMIN } from '../contract/constants';
import { ComingSoon } from '../components/layout/coming-soon';

export const Route = createFileRoute('/_app/analytics/calculations')({
  staticData: { title: msg`Analytics of calculations`, roles: [ROLE_ADMIN], menu: { section: 'finance', order: 3, icon: ChartColumn } },
  component: ComingSoon,
});
