// Navbar bug icon with the count of logged errors; opens the list. Hidden while the log is empty.
import { Bug } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { Button } from '../../components/ui/button';
import { clearErrorLog, useErrorLog } from './error-log-store';

export function ErrorLogButton() {
  const { t, i18n } = useLingui();
  const entries = useErrorLog();
  if (entries.length === 0) return null;
  return (
    <Dialog>
      <DialogTrigger aria-label={t`Error log`} className="relative rounded-md p-2 text-red-600 hover:bg-red-50">
        <Bug className="size-4" />
        <span className="absolute -top-0.5 -right-0.5 rounded-full bg-red-600 px-1 text-[10px] text-white">{entries.length}</span>
      </DialogTrigger>
      <DialogContent className="w-[min(92vw,48rem)]">
        <DialogTitle>
          <Trans>Error log</Trans>
        </DialogTitle>
        <ul className="mt-4 max-h-96 space-y-3 overflow-y-auto text-xs">
          {entries.map((e) => (
            <li key={e.at + e.message} className="rounded border p-2">
              <p className="font-medium text-red-700">{e.message}</p>
              <p className="text-slate-500">
                {new Date(e.at).toLocaleString(i18n.locale)} · {e.url}
              </p>
              {e.stack && <pre className="mt-1 overflow-x-auto whitespace-pre-wrap text-slate-600">{e.stack}</pre>}
            </li>
          ))}
        </ul>
        <Button variant="secondary" className="mt-4" onClick={clearErrorLog}>
          <Trans>Clear</Trans>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
