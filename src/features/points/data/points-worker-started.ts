// Whether this page has started the points worker, without loading its client (logout asks on every page).
let started = false;

export const markPointsWorkerStarted = (): void => void (started = true);
export const pointsWorkerStarted = (): boolean => started;
