import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ROLE_ADMIN } from '../contract/constants';
import { ComingSoon } from '../components/layout/coming-soon';

export const Route = createFileRoute('/_app/modules/retailcrm/$settingsId/integrations/$integrationId/edit')({
  staticData: { title: msg`Edit integration`, roles: [ROLE_ADMIN] },
  component: ComingSoon,
});
