// The server export jobs asked for in this session, newest first, each followed about once a second until it is
// done or failed. Kept here rather than in the tab, so they keep going while the user looks at the list or the
// map; forgotten when the user changes (logout), since the jobs belong to the company that asked.
import { useSyncExternalStore } from 'react';
import { ApiError } from '../../../contract/http/api-error';
import { reportApiError } from '../../../api/report-api-error';
import type { PointExport } from '../../../contract/points';
import type { PointFilter } from '../../../contract/point-filter';
import { sessionStore } from '../../../session/session-store';
import { exportFileName } from './export-file-name';
import { fetchServerExportFile, readServerExport, startServerExport } from './export-server-api';
import { saveBlob } from '../../../lib/save-blob';

export type ServerExportEntry = {
  job: PointExport;
  /** The filter as asked, for the file's name. */
  filter: PointFilter;
  /** Following the job failed for a reason other than the connection: polling stopped, the reason shown. */
  error?: string;
  /** The last poll found no connection; polling goes on and picks up once the device is online. */
  waiting?: boolean;
  downloading?: boolean;
};

const POLL_MS = 1000;
const KEEP = 10;

let entries: ServerExportEntry[] = [];
let owner: number | null = sessionStore.get().user?.id ?? null;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<() => void>();

const publish = (next: ServerExportEntry[]) => {
  entries = next;
  listeners.forEach((listener) => listener());
};
const patch = (id: string, change: Partial<ServerExportEntry>) =>
  publish(entries.map((entry) => (entry.job.id === id ? { ...entry, ...change } : entry)));
const following = (entry: ServerExportEntry) => !entry.error && (entry.job.status === 'queued' || entry.job.status === 'processing');

sessionStore.subscribe(() => {
  const user = sessionStore.get().user?.id ?? null;
  if (user === owner) return;
  owner = user;
  if (timer) clearTimeout(timer);
  timer = null;
  publish([]);
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useServerExports = (): ServerExportEntry[] => useSyncExternalStore(subscribe, () => entries);

async function poll(): Promise<void> {
  timer = null;
  const due = entries.filter(following);
  const user = owner;
  await Promise.all(due.map(async ({ job }) => {
    if (!navigator.onLine) return patch(job.id, { waiting: true });
    try {
      const fresh = await readServerExport(job.id, { quiet: true });
      if (user === owner) patch(job.id, { job: fresh, waiting: false });
    } catch (error) {
      if (user !== owner) return;
      if (error instanceof ApiError && error.isOffline) patch(job.id, { waiting: true });
      // Polls ask quietly, so as not to toast each second; a failure that stops the poll is shown once.
      else patch(job.id, { error: error instanceof ApiError ? reportApiError(error) : String(error), waiting: false });
    }
  }));
  schedule();
}

function schedule(): void {
  if (!timer && entries.some(following)) timer = setTimeout(() => void poll(), POLL_MS);
}

/** Asks the server for an export of the filter; a refusal is toasted by the API client. */
export async function requestServerExport(filter: PointFilter): Promise<void> {
  const job = await startServerExport(filter);
  publish([{ job, filter }, ...entries.filter((entry) => entry.job.id !== job.id)].slice(0, KEEP));
  schedule();
}

/** Fetches the finished file with the token in the header and saves it. */
export async function downloadServerExport(entry: ServerExportEntry): Promise<void> {
  patch(entry.job.id, { downloading: true });
  try {
    const blob = await fetchServerExportFile(entry.job);
    const created = new Date(entry.job.created);
    saveBlob(blob, exportFileName(entry.filter, Number.isNaN(created.getTime()) ? new Date() : created));
  } finally {
    patch(entry.job.id, { downloading: false });
  }
}
