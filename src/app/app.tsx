// The top of the console: language, router, and the overlays that live above every page.
import { lazy, Suspense, useEffect } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { appRouter } from './router';

export { appRouter };
import { sessionEvents } from '../session/session-events';
import { sessionStore } from '../session/session-store';
import { setSyncLanguage } from '../sync/sync-control';
import { apiEvents } from '../api/api-events';
import { HTTP_ERROR_TOAST_MS } from '../api/response-rules';

/** The overlays' chunk. Asking for a chunk inserts a preload link for each file it needs (~20 ms for the
 *  overlays' here), so warm-up.ts asks for it in a task of its own before the first render. */
export const loadOverlays = () => import('./overlays');
const Overlays = lazy(() => loadOverlays().then((m) => ({ default: m.Overlays })));

export function App() {
  useEffect(() => {
    // A background user-info refresh failed: leave the protected area for the login page.
    sessionEvents.setExpiredHandler((message) => {
      apiEvents.toast({ text: message, durationMs: HTTP_ERROR_TOAST_MS });
      const router = appRouter();
      const redirect = router.state.location.href;
      void router.navigate({ to: '/login', search: { redirect } });
    });
  }, []);
  // Names in the reference lists follow the language: a switch while logged in has them swept again.
  useEffect(() => i18n.on('change', () => void (sessionStore.get().user && setSyncLanguage(i18n.locale))), []);

  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={appRouter()} />
      <Suspense fallback={null}>
        <Overlays />
      </Suspense>
    </I18nProvider>
  );
}
