// What the rest of the console calls to drive sync. The worker client (comlink and the worker's
// start-up) loads on first use, keeping it out of the entry bundle; from the precache that is instant.
type Session = { token: string; userId: number; lang: string; roles: readonly string[] };

const client = () => import('./sync-client');

export const startSync = (session: Session): void => void client().then((c) => c.startSync(session));
export const setSyncLanguage = (lang: string): void => void client().then((c) => c.setSyncLanguage(lang));
export const kickSync = (): void => void client().then((c) => c.kickSync());
export const pullNow = (): void => void client().then((c) => c.pullNow());
export const stopSync = (): Promise<void> => client().then((c) => c.stopSync());
