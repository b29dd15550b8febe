// For specs that test nothing of the service worker or of working offline. Installing it precaches the whole
// console (4.6 MB) in every new browser context: about 6 s of a core per test on this 2-core machine, most of the
// cost of a fresh context. These specs' flows answer the same without it; the specs of offline use, updates,
// installs and sync keep it (the default: playwright.config.ts `serviceWorkers: 'allow'`), and so do specs logging in
// through company.ts, which waits until the worker controls the page.
export const WITHOUT_SERVICE_WORKER = { serviceWorkers: 'block' } as const;
