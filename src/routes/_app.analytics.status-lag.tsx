import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Timer } from 'lucide-react';
import { STATUS_LAG_READERS } from '../contract/sync-readers';
import { StatusLagPage } from '../features/analytics/components/status-lag-page';

export const Route = createFileRoute('/_app/analytics/status-lag')({
  staticData: { title: msg`Service lead times`, roles: [...STATUS_LAG_READERS], menu: { section: 'finance', order: 5, icon: Timer } },
  component: StatusLagPage,
});
