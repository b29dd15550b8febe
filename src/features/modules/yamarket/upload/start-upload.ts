// Starting an upload: the new task, or, when the server says one is already running (040904), that one to
// follow; no answer at all is told apart from a refusal, so the wizard can say which.
import { ERROR_CODES, type PointUploadTask } from '../../../../contract';
import { ApiError } from '../../../../contract/http';

export type StartOutcome =
  | { kind: 'started'; task: PointUploadTask }
  | { kind: 'inProgress'; task: PointUploadTask | null }
  | { kind: 'offline' }
  | { kind: 'refused'; message: string };

export async function startOrFollow(start: () => Promise<PointUploadTask>, latest: () => Promise<PointUploadTask | null>): Promise<StartOutcome> {
  try {
    return { kind: 'started', task: await start() };
  } catch (e) {
    if (e instanceof ApiError && e.code === ERROR_CODES.uploadInProgress) return { kind: 'inProgress', task: await latest().catch(() => null) };
    if (e instanceof ApiError && e.isOffline) return { kind: 'offline' };
    const error = e as ApiError;
    return { kind: 'refused', message: error.body?.description || error.body?.message || error.message };
  }
}
