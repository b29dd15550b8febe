import { createFileRoute, redirect } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { setToken } from '../api/token';
import { safeRedirectPath } from '../features/auth/lib/safe-redirect';
import { startSession } from '../features/auth/session/ensure-session';

// Landing point for a login made elsewhere (a partner site, an email link): ?token=...&redirect=/path.
export const Route = createFileRoute('/auth-redirect')({
  staticData: { title: msg`Signing in` },
  validateSearch: (search: Record<string, unknown>): { token?: string; redirect?: string } => ({
    token: typeof search.token === 'string' ? search.token : undefined,
    redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
  }),
  beforeLoad: async ({ search }) => {
    if (!search.token) throw redirect({ to: '/login' });
    setToken(search.token);
    await startSession(search.token).catch(() => undefined);
    throw redirect({ href: safeRedirectPath(search.redirect) });
  },
});
