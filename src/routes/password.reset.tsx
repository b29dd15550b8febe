import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ResetPage } from '../features/auth/components/reset-page';

export const Route = createFileRoute('/password/reset')({
  staticData: { title: msg`New password` },
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' ? { token: search.token } : {},
  component: ResetPage,
});
