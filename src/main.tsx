import './app/zod-config'; // before any schema is used
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale } from './lib/i18n/activate';
import { detectLocale } from './lib/i18n/locale';
import { installErrorLog } from './app/error-log/error-log-store';
import { applyUiSettings } from './components/layout/ui-settings-store';
import { nextTask, warmUp } from './app/warm-up';
import { listenForInstall } from './app/install/install-offer';
import './styles.css';

if (import.meta.env.PROD) installErrorLog();
// Before anything else: the browser's install offer can come before the app has drawn (docs/decisions/phone.md).
listenForInstall();
applyUiSettings();

/** Not top-level await: the app's chunk imports modules that live in this entry chunk, and an entry still
 *  awaiting at its top level would never finish evaluating for it. */
async function start(): Promise<void> {
  const locale = detectLocale();
  const activated = activateLocale(locale);
  // The app's own modules (the route tree, the store's schema, the API client) are a chunk that index.html
  // preloads: imported here, they are evaluated in a task of their own instead of with React's, one long task
  // less at start (docs/decisions/performance-on-slow-links.md, "Start-up work").
  const appModule = import('./app/app');
  await warmUp(locale, () => appModule.then((app) => app.loadOverlays()));
  const [{ App, appRouter }] = await Promise.all([appModule, activated]);
  // The router reads the whole route tree as it is made: a task of its own, not one with the first render.
  await nextTask();
  const router = appRouter();
  await nextTask();
  // The page's chunks and its session check loaded before the first render, so that render draws the page
  // itself, in slices: rendered first, the router showed its pending state and then drew the page again in
  // one blocking render when the chunks came (docs/decisions/performance-on-slow-links.md, "Start-up work").
  await router.load();
  await nextTask();

  // A transition: React draws the first render in slices of a few milliseconds instead of one long task
  // (docs/decisions/performance-on-slow-links.md, "Start-up work").
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ));
  // Marks the first render for the offline-start benchmark.
  requestAnimationFrame(() => performance.mark('app-rendered'));
}

void start();
