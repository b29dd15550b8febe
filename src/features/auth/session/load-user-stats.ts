// Loads the user's stats (dashboard figures) into the local store at login. The reference lists are
// the sync worker's job (workers/sync/reference-pull.ts); the stats belong to the user, so the page asks.
import { i18n } from '@lingui/core';
import { ApiError } from '../../../contract/http/api-error';
import { apiEvents } from '../../../api/api-events';
import { API_ERROR_TOAST_MS } from '../../../api/response-rules';
import { db } from '../../../db/db';
import type { UserInfo } from '../../../contract';
import { LOAD_ERRORS } from '../../../session/load-errors';
import { userApi } from '../../../session/user-api';

const showError = (descriptor: (typeof LOAD_ERRORS)[keyof typeof LOAD_ERRORS]) =>
  apiEvents.toast({ text: i18n._(descriptor), durationMs: API_ERROR_TOAST_MS });

/** Offline failures keep the stored copy silently. */
export async function loadUserStats(user: UserInfo): Promise<void> {
  if (!user.id) return showError(LOAD_ERRORS.userId);
  try {
    const stats = await userApi.stats(user.id);
    if (!stats) return showError(LOAD_ERRORS.stats);
    await db.stats.put({ key: 'current', stats, syncedAt: Date.now() });
  } catch (e) {
    if (!(e instanceof ApiError && e.isOffline)) console.warn('user stats load failed', e);
  }
}
