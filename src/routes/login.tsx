import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { getToken } from '../api/token';
import { LoginPage } from '../features/auth/components/login-page';

type LoginSearch = { redirect?: string };

export const Route = createFileRoute('/login')({
  staticData: { title: msg`Log in` },
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  // A logged-in user visiting /login goes to /.
  beforeLoad: () => {
    if (getToken()) throw redirect({ to: '/' });
  },
  component: LoginPage,
});
