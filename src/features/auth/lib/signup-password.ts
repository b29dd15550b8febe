// The password typed at signup, kept for the confirm step, which must send it with the code: only this
// page's memory holds it, never a storage, so a reload forgets it and the confirm form asks again.
let pending: { email: string; password: string } | null = null;

export const signupPassword = {
  remember: (email: string, password: string) => void (pending = { email, password }),
  /** The password typed at signup for this email on this page, if it is still here. */
  of: (email: string): string | null => (pending?.email === email ? pending.password : null),
  forget: () => void (pending = null),
};
