// Accepting the offer stores the current unix time in seconds, as the product fixes it.
import { db } from '../db/db';
import { sessionStore } from './session-store';
import { userApi } from './user-api';

export const nowUnixSeconds = () => Math.floor(Date.now() / 1000);

export async function acceptOffer(): Promise<void> {
  const user = sessionStore.get().user;
  if (!user) return;
  const { offerAccepted } = await userApi.acceptOffer(nowUnixSeconds());
  const next = { ...user, offerAccepted };
  sessionStore.setUser(next);
  await db.session.update('current', { user: next });
}
