import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { UserRound } from 'lucide-react';
import { ProfilePage } from '../features/profile/profile-page';

export const Route = createFileRoute('/_app/profile/index')({
  staticData: { title: msg`Profile`, menu: { section: 'settings', order: 6, icon: UserRound } },
  component: ProfilePage,
});
