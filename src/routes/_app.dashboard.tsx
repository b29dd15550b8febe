import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { LayoutDashboard } from 'lucide-react';
import { DashboardPage } from '../features/dashboard/dashboard-page';

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { title: msg`Dashboard`, menu: { section: 'main', order: 1, icon: LayoutDashboard } },
  component: DashboardPage,
});
