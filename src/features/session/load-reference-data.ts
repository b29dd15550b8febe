// Sweeps every reference list and the user's stats into the local store. Each list is replaced
// whole, and only after its sweep finished, so a dropped connection never leaves half a list.
import { i18n } from '@lingui/core';
import { apiRequest } from '../../api/client';
import { ApiError } from '../../api/api-error';
import { apiEvents } from '../../api/api-events';
import { API_ERROR_TOAST_MS } from '../../api/response-rules';
import { fetchAllPages } from '../../api/list-sweep';
import { db } from '../../db/db';
import type { ListEnvelope, UserInfo } from '../../contract';
import { REFERENCE_LISTS, type ReferenceListSpec } from './reference-lists';
import { LOAD_ERRORS } from './load-errors';
import { userApi } from './user-api';

const showError = (descriptor: (typeof LOAD_ERRORS)[keyof typeof LOAD_ERRORS]) =>
  apiEvents.toast({ text: i18n._(descriptor), durationMs: API_ERROR_TOAST_MS });

async function loadList(spec: ReferenceListSpec): Promise<void> {
  const items = await fetchAllPages((page, limit) =>
    apiRequest<ListEnvelope<unknown>>(spec.path, { query: { page, limit, filter: spec.filter }, quiet: true }),
  );
  if (items.length === 0) {
    showError(LOAD_ERRORS[spec.emptyError]);
    return;
  }
  await db.lists.put({ name: spec.name, items, syncedAt: Date.now() });
}

async function loadStats(user: UserInfo): Promise<void> {
  if (!user.id) return showError(LOAD_ERRORS.userId);
  const stats = await userApi.stats(user.id);
  if (!stats) return showError(LOAD_ERRORS.stats);
  await db.stats.put({ key: 'current', stats, syncedAt: Date.now() });
}

let inFlight: Promise<void> | null = null;

/** Loads everything once at a time; offline failures keep the stored copies silently. */
export function loadReferenceData(user: UserInfo): Promise<void> {
  inFlight ??= Promise.allSettled([...REFERENCE_LISTS.map(loadList), loadStats(user)])
    .then((results) => {
      const failure = results.find(
        (r): r is PromiseRejectedResult => r.status === 'rejected' && !(r.reason instanceof ApiError && r.reason.isOffline),
      );
      if (failure) console.warn('reference data load failed', failure.reason);
    })
    .finally(() => (inFlight = null));
  return inFlight;
}
