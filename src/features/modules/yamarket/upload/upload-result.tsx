// A task's progress while it runs and its result after: how many points went, how many the marketplace
// refused and why (the first ones, by point).
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { PointUploadTask } from '../../../../contract/modules';
import { ProgressBar } from '../../../../components/ui/progress-bar';

export function UploadProgress({ task, unreachable }: { task: PointUploadTask; unreachable: boolean }) {
  const { t, i18n } = useLingui();
  const done = task.uploaded + task.failed;
  const n = (value: number) => value.toLocaleString(i18n.locale);
  return (
    <div className="flex flex-col gap-2" data-testid="upload-progress">
      <p role="status" className="text-sm text-slate-700">
        {task.status === 'queued' ? t`Waiting for its turn…` : t`Uploading: ${n(done)} of ${n(task.total)} points`}
      </p>
      <ProgressBar label={t`Upload progress`} value={done} max={task.total} valueText={`${n(done)} / ${n(task.total)}`} />
      {unreachable && <p className="text-xs text-amber-800">{t`The server cannot be reached; the upload goes on there, and this page catches up when it can.`}</p>}
    </div>
  );
}

export function UploadResult({ task }: { task: PointUploadTask }) {
  const { t, i18n } = useLingui();
  const n = (value: number) => value.toLocaleString(i18n.locale);
  const failed = task.status === 'failed';
  return (
    <div className="flex flex-col gap-3" data-testid="upload-result" data-status={task.status}>
      <p role="status" className={failed ? 'text-sm font-medium text-red-700' : 'text-sm font-medium text-emerald-800'}>
        {failed
          ? t`The upload stopped: ${n(task.uploaded)} of ${n(task.total)} points went before it did.`
          : t`Done: ${n(task.uploaded)} of ${n(task.total)} points uploaded to Yandex Market.`}
      </p>
      {task.failed > 0 && (
        <div className="flex flex-col gap-1">
          <p className="text-sm text-slate-700">{t`Refused by the marketplace: ${n(task.failed)}.`}{task.errors.length < task.failed ? ` ${t`The first ${task.errors.length} are listed.`}` : ''}</p>
          <ul className="max-h-48 overflow-y-auto rounded-md border border-slate-200 p-2 text-sm" aria-label={t`Refused points`}>
            {task.errors.map((error) => (
              <li key={error.pointId} className="flex flex-wrap gap-x-2">
                <Link to="/points/$id/details" params={{ id: error.pointId }} className="text-primary hover:underline">{error.pointId}</Link>
                <span className="text-slate-700">{error.message}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
