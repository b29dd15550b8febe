import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { ConfirmPage } from '../features/auth/components/confirm-page';

export const Route = createFileRoute('/signup/confirm')({
  staticData: { title: msg`Email confirmation` },
  validateSearch: (search: Record<string, unknown>): { email?: string } =>
    typeof search.email === 'string' ? { email: search.email } : {},
  component: ConfirmPage,
});
