import './app/zod-config'; // before any schema is used
import { StrictMode } from 'react';
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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Marks the first render for the offline-start benchmark.
requestAnimationFrame(() => performance.mark('app-rendered'));
