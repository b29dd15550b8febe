// Visits counted on this device, for the quiet install offer: it appears once, from the second visit on
// (docs/decisions/phone.md "Install"). A visit is one tab's session: reloads and moves inside it do not count.

export const VISITS_KEY = 'install-visits';
export const QUIET_DONE_KEY = 'install-offered';
const VISIT_COUNTED_KEY = 'install-visit-counted';

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

/** Counts this visit if its tab has not yet, and answers how many visits there have been. */
export function countVisit(local: KeyValue, session: KeyValue): number {
  const before = Number(local.getItem(VISITS_KEY)) || 0;
  if (session.getItem(VISIT_COUNTED_KEY)) return before;
  session.setItem(VISIT_COUNTED_KEY, '1');
  local.setItem(VISITS_KEY, String(before + 1));
  return before + 1;
}

/** The quiet offer is due: a second visit or later, and it has not been shown on this device before. */
export const quietOfferDue = (visits: number, local: KeyValue): boolean => visits >= 2 && !local.getItem(QUIET_DONE_KEY);

export const markQuietOfferShown = (local: KeyValue): void => local.setItem(QUIET_DONE_KEY, '1');
