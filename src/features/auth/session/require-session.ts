// The guard's decision for a protected location: go on, log in first, or not allowed.
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiEvents } from '../../../api/api-events';
import { HTTP_ERROR_TOAST_MS } from '../../../api/response-rules';
import { canAccess } from '../../../session/roles';
import { ensureSession, SessionFailedError } from './ensure-session';

export type GuardOutcome = 'ok' | 'login' | 'forbidden';

export async function requireSession(routeRoles: Array<readonly string[] | undefined>): Promise<GuardOutcome> {
  let user;
  try {
    user = await ensureSession();
  } catch (e) {
    const text = e instanceof SessionFailedError ? e.message : i18n._(msg`Has Error`);
    apiEvents.toast({ text, durationMs: HTTP_ERROR_TOAST_MS });
    return 'login';
  }
  if (!user) return 'login';
  return routeRoles.every((roles) => canAccess(roles, user.roles)) ? 'ok' : 'forbidden';
}
