// Loads the user for the protected routes. Local first: a user cached for this token opens the
// shell at once (also offline) and is refreshed in the background; with nothing cached the
// user info call decides. A failed user-info load resets the token.
import { i18n } from '@lingui/core';
import { clearToken, getToken } from '../../../api/token';
import { ApiError } from '../../../contract/http/api-error';
import { db, dropOtherUsersChanges } from '../../../db/db';
import type { UserInfo } from '../../../contract';
import { sessionStore } from '../../../session/session-store';
import { sessionEvents } from '../../../session/session-events';
import { userApi } from '../../../session/user-api';
import { validateUserInfo } from '../../../session/validate-user-info';
import { loadUserStats } from './load-user-stats';
import { startSync } from '../../../sync/sync-control';

const tokenTail = (token: string) => token.slice(-8);

const syncSession = (token: string, user: UserInfo) => ({ token, userId: user.id, lang: i18n.locale || 'ru', roles: user.roles });

async function fetchUser(token: string): Promise<UserInfo> {
  const user = validateUserInfo(await userApi.info());
  await db.session.put({ key: 'current', user, tokenTail: tokenTail(token), savedAt: Date.now() });
  await dropOtherUsersChanges(user.id);
  sessionStore.setUser(user);
  void loadUserStats(user);
  startSync(syncSession(token, user));
  return user;
}

const failureText = (e: unknown) =>
  (e instanceof ApiError && (e.body?.description || e.body?.message)) || (e instanceof Error && e.message) || 'Has Error';

/** Resolves the user, or null when the visitor must log in. */
export async function ensureSession(): Promise<UserInfo | null> {
  const token = getToken();
  if (!token) return null;
  const inMemory = sessionStore.get().user;
  if (inMemory) return inMemory;

  const cached = await db.session.get('current');
  if (cached && cached.tokenTail === tokenTail(token)) {
    sessionStore.setUser(cached.user);
    // Queued changes go out (and the store refreshes) as soon as the shell is up, online or later.
    startSync(syncSession(token, cached.user));
    void refreshInBackground(token);
    return cached.user;
  }
  try {
    return await fetchUser(token);
  } catch (e) {
    if (e instanceof ApiError && e.isOffline) throw e;
    clearToken();
    sessionStore.setUser(null);
    throw new SessionFailedError(failureText(e));
  }
}

async function refreshInBackground(token: string): Promise<void> {
  try {
    await fetchUser(token);
  } catch (e) {
    if (e instanceof ApiError && e.isOffline) return;
    clearToken();
    sessionStore.setUser(null);
    sessionEvents.expired(failureText(e));
  }
}

/** After login, signup confirmation, password reset or a demo role switch: load the new user now. */
export async function startSession(token: string): Promise<UserInfo> {
  sessionStore.setUser(null);
  return fetchUser(token);
}

export class SessionFailedError extends Error {}
