// Logout clears all user data: the server token, the cookie, the local store and open tabs.
import { clearToken, getToken } from '../../../api/token';
import { wipeLocalStore } from '../../../db/db';
import { sessionStore } from '../../../session/session-store';
import { userApi } from '../../../session/user-api';
import { clearOpenViews } from '../../open-views/open-views-store';
import { stopSync } from '../../../sync/sync-control';
import { stopPointsWorkerIfStarted } from '../../points/stop-points-worker';
import { forgetLastCalculation } from '../../calculator/data/forget-last-calculation';

/** `keepUnsent`: the session expired (040101) rather than the user leaving; queued changes wait for
 *  the same user's next login. */
export async function logout({ keepUnsent = false } = {}): Promise<void> {
  if (getToken()) await userApi.logout().catch(() => undefined);
  clearToken();
  sessionStore.setUser(null);
  clearOpenViews();
  forgetLastCalculation();
  // Every tab's engine stops and closes its database first: the wipe must not wait on it, and
  // nothing still in flight may write the old user's rows into the fresh store.
  await stopSync();
  // The points worker (loaded by the points screens only) holds the store open and its points in memory.
  await stopPointsWorkerIfStarted();
  await wipeLocalStore({ keepUnsent });
}
