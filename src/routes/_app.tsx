import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppLayout } from '../app/shell/app-layout';
import { requireSession } from '../features/auth/session/require-session';

// Every protected route lives under this pathless layout: no token -> /login?redirect=..., a role
// that may not open the deep link -> /401 (docs/decisions/roles-and-session.md).
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location, matches }) => {
    const outcome = await requireSession(matches.map((m) => m.staticData?.roles));
    if (outcome === 'login') throw redirect({ to: '/login', search: { redirect: location.href } });
    if (outcome === 'forbidden') throw redirect({ to: '/401' });
  },
  component: AppLayout,
});
