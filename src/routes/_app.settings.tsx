import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Settings } from 'lucide-react';
import { SettingsPage } from '../features/settings/settings-page';

export const Route = createFileRoute('/_app/settings')({
  staticData: { title: msg`Settings`, menu: { section: 'settings', order: 1, icon: Settings } },
  component: SettingsPage,
});
