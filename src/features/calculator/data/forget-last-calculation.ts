// Where this session's last calculator answer is kept, and its removal at logout (a module of its own, so
// the shell's logout does not load the calculator's schemas).
export const LAST_KEY = 'parcel-calculator-last';

/** Logout clears all user data, this too. */
export function forgetLastCalculation(): void {
  try {
    sessionStorage.removeItem(LAST_KEY);
  } catch {
    // storage refused: nothing was kept
  }
}
