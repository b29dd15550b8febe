import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Blocks } from 'lucide-react';
import { ROLE_ADMIN } from '../contract/constants';
import { ModulesOverview } from '../features/modules/overview/modules-overview';

export const Route = createFileRoute('/_app/modules/index')({
  staticData: { title: msg`Modules`, roles: [ROLE_ADMIN], menu: { section: 'integrations', order: 1, icon: Blocks } },
  component: ModulesOverview,
});
