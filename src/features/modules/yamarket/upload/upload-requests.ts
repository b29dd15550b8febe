// The point upload's calls (docs/decisions/modules.md "Point upload"): start one (202, the work runs after
// the answer; 409 while one runs), read one back, and the integration's tasks, newest first. They need the
// network: the upload happens at the marketplace.
import { apiRequest } from '../../../../api/client';
import { listEnvelope, MODULE_PATHS, pointUploadTask, type PointUploadTask } from '../../../../contract';

const uploadsPath = (settingsId: string, integrationId: string) =>
  `${MODULE_PATHS.yamarket}/${encodeURIComponent(settingsId)}/integrations/${encodeURIComponent(integrationId)}/points-upload`;

const tasks = listEnvelope(pointUploadTask);

/** Quiet: the wizard says itself what went wrong (a task already running, no network). */
export async function startPointUpload(settingsId: string, integrationId: string): Promise<PointUploadTask> {
  return pointUploadTask.parse(await apiRequest<unknown>(uploadsPath(settingsId, integrationId), { method: 'POST', quiet: true }));
}

export async function readPointUpload(settingsId: string, integrationId: string, taskId: string): Promise<PointUploadTask> {
  return pointUploadTask.parse(await apiRequest<unknown>(`${uploadsPath(settingsId, integrationId)}/${encodeURIComponent(taskId)}`, { quiet: true }));
}

/** The newest task of the integration, or null when it has none. */
export async function latestPointUpload(settingsId: string, integrationId: string): Promise<PointUploadTask | null> {
  const page = tasks.parse(await apiRequest<unknown>(uploadsPath(settingsId, integrationId), { query: { limit: 1 }, quiet: true }));
  return page.items[0] ?? null;
}

export const isRunning = (task: PointUploadTask | null | undefined): boolean => task?.status === 'queued' || task?.status === 'processing';
