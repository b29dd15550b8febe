// Each screen the shell shows is remembered for the installed app's next start (src/app/last-screen.ts).
import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { rememberScreen } from '../last-screen';

export function useRememberScreen(userId: number): void {
  // Once a navigation has settled, and only the protected shell's own screens (not a login page it is leaving for).
  const href = useRouterState({
    select: (s) => (s.status === 'idle' && s.matches.some((m) => m.routeId === '/_app') ? s.location.href : null),
  });
  useEffect(() => {
    if (!href) return;
    try {
      rememberScreen(localStorage, userId, href);
    } catch {
      // Storage refused: the app starts on the dashboard.
    }
  }, [href, userId]);
}
