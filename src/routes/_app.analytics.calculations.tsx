import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ChartColumn } from 'lucide-react';
import { ROLE_ADMIN } from '../contract/constants';
import { AnalyticsPage } from '../features/analytics/components/analytics-page';

export const Route = createFileRoute('/_app/analytics/calculations')({
  staticData: { title: msg`Analytics of calculations`, roles: [ROLE_ADMIN], menu: { section: 'finance', order: 3, icon: ChartColumn } },
  component: AnalyticsPage,
});
