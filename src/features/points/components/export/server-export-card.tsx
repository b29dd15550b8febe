// The product's export job: the server builds the sheet of the filter and the console follows the job until the
// file can be downloaded. Needs a connection; offline the button says why it cannot be used.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Server } from 'lucide-react';
import { ApiError } from '../../../../contract/http/api-error';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { notices } from '../../../../components/ui/notices';
import { useIsOnline } from '../../../../lib/hooks/use-is-online';
import type { PointFilter } from '../../../../contract/point-filter';
import { requestServerExport, useServerExports } from '../../data/export-server-jobs';
import { ServerExportJobs } from './server-export-jobs';

export function ServerExportCard({ filter }: { filter: PointFilter }) {
  const { t } = useLingui();
  const online = useIsOnline();
  const entries = useServerExports();
  const [asking, setAsking] = useState(false);

  async function ask() {
    setAsking(true);
    try {
      await requestServerExport(filter);
    } catch (error) {
      // The API client has toasted a refusal or a lost connection; anything else is an answer we cannot read.
      if (!(error instanceof ApiError)) notices.show(t`The server's answer could not be read.`, 6000, 'error');
    } finally {
      setAsking(false);
    }
  }

  return (
    <Card className="flex flex-col gap-3" data-testid="points-export-server">
      <div className="flex flex-col gap-1">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <Server className="size-5 text-slate-500" aria-hidden />
          <Trans>Export on the server</Trans>
        </h2>
        <p className="text-sm text-slate-600"><Trans>The server makes the file from its current points; you download it when it is ready.</Trans></p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button variant="secondary" onClick={() => void ask()} disabled={!online || asking} aria-describedby={online ? undefined : 'points-export-server-offline'} data-testid="points-export-server-start">
          <Server className="size-4" aria-hidden />
          {asking ? <Trans>Asking the server…</Trans> : <Trans>Export on the server</Trans>}
        </Button>
        {!online && (
          <p id="points-export-server-offline" className="text-sm text-amber-800">
            <Trans>Needs a connection. The Excel file from this device works offline.</Trans>
          </p>
        )}
      </div>
      <ServerExportJobs entries={entries} online={online} />
    </Card>
  );
}
