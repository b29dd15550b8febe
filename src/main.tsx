import './app/zod-config'; // before any schema is used
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLocale } from './lib/i18n/activate';
import { detectLocale } from './lib/i18n/locale';
import { installErrorLog } from './app/error-log/error-log-store';
import { applyUiSettings } from './components/layout/ui-settings-store';
import './styles.css';

if (import.meta.env.PROD) installErrorLog();
applyUiSettings();

await activateLocale(detectLocale());

// A transition lets React render the first screen in slices that yield to the browser, instead of one long
// task: taps and scrolls stay answered while a phone's slow CPU builds the list
// (docs/decisions/performance-on-slow-links.md, "First paint").
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
// Marks the first render for the offline-start benchmark.
requestAnimationFrame(() => performance.mark('app-rendered'));
