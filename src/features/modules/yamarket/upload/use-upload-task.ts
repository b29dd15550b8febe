// Follows an upload task: read again every second while it is queued or processing, so the progress moves;
// a failed read (the network dropped) is said, and the next tick tries again.
import { useEffect, useState } from 'react';
import type { PointUploadTask } from '../../../../contract/modules';
import { isRunning, readPointUpload } from './upload-requests';

const POLL_MS = 1000;

export function useUploadTask(settingsId: string, integrationId: string, started: PointUploadTask | null) {
  const [task, setTask] = useState<PointUploadTask | null>(started);
  const [unreachable, setUnreachable] = useState(false);
  if (started && task?.id !== started.id) setTask(started);

  const id = task?.id;
  const running = isRunning(task);
  useEffect(() => {
    if (!id || !running) return;
    let stopped = false;
    const timer = setInterval(() => {
      readPointUpload(settingsId, integrationId, id).then(
        (next) => !stopped && (setTask(next), setUnreachable(false)),
        () => !stopped && setUnreachable(true),
      );
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [settingsId, integrationId, id, running]);

  return { task, unreachable };
}
