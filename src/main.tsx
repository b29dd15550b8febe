import './app/zod-config'; // before any schema is used
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { activateLocale } from './lib/i18n/activate';
import { detectLocale } from './lib/i18n/locale';
import { installErrorLog } from './app/error-log/error-log-store';
import { applyUiSettings } from './components/layout/ui-settings-store';
import { warmUp } from './app/warm-up';
import './styles.css';

if (import.meta.env.PROD) installErrorLog();
applyUiSettings();

const locale = detectLocale();
const activated = activateLocale(locale);
await warmUp(locale);
await activated;

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
