// The Excel file made on this device from the stored points (works offline): how many points the filter gives,
// then the export with its progress and a Cancel button, then how long it took and how big the file is.
import { useEffect, useRef } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { FileSpreadsheet, X } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import type { PointFilter, PointSort } from '../../../../contract/point-filter';
import { cancelLocalExport, resetLocalExport, startLocalExport, useLocalExport } from '../../data/export-local';
import { useCatalogStatus, usePointWindow } from '../../data/points-client';
import { ProgressBar } from '../../../../components/ui/progress-bar';
import { LocalExportProgress } from './local-export-progress';
import { LocalExportResult } from './local-export-result';
import { useExportTexts } from './use-export-texts';

export function LocalExportCard({ filter, sort }: { filter: PointFilter; sort: PointSort }) {
  const { t } = useLingui();
  const catalog = useCatalogStatus();
  const total = usePointWindow(filter, sort, 0, 0)?.total;
  const state = useLocalExport();
  const texts = useExportTexts();
  const running = state.kind === 'running';
  const exportButton = useRef<HTMLButtonElement>(null);

  // A result describes the filter it was made with: a new filter starts afresh.
  const filterKey = JSON.stringify(filter);
  const shownFor = useRef(filterKey);
  useEffect(() => {
    if (shownFor.current === filterKey) return;
    shownFor.current = filterKey;
    resetLocalExport();
  }, [filterKey]);

  // Cancel (which had the focus) disappears when the export ends: give the focus back to the Export button.
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running && document.activeElement === document.body) exportButton.current?.focus();
    wasRunning.current = running;
  }, [running]);

  const counting = !catalog.ready || (catalog.size > 0 && total === undefined);
  const nothing = !counting && (catalog.size === 0 || total === 0);
  const count = total ?? 0;

  return (
    <Card className="flex flex-col gap-3" data-testid="points-export-local">
      <div className="flex flex-col gap-1">
        <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <FileSpreadsheet className="size-5 text-green-700" aria-hidden />
          <Trans>Excel file from this device</Trans>
        </h2>
        <p className="text-sm text-slate-600"><Trans>Made from the points stored on this device, so it works offline too.</Trans></p>
      </div>
      <p className="text-sm font-medium text-slate-900 tabular-nums" data-testid="points-export-count">
        {counting ? (
          <Trans>Counting points…</Trans>
        ) : catalog.size === 0 ? (
          <Trans>There is nothing to export yet: no points have been downloaded to this device.</Trans>
        ) : total === 0 ? (
          <Trans>There is nothing to export: no points match the filters.</Trans>
        ) : (
          <Plural value={count} one="# point will be exported" other="# points will be exported" />
        )}
      </p>
      {running && <LocalExportProgress state={state} />}
      {counting && !running && <ProgressBar label={t`Counting points…`} />}
      <div className="flex flex-wrap gap-2">
        <Button ref={exportButton} onClick={() => void startLocalExport(filter, sort, texts)} disabled={running || counting || nothing} data-testid="points-export-start">
          <FileSpreadsheet className="size-4" aria-hidden />
          <Trans>Export to Excel</Trans>
        </Button>
        {running && (
          // autoFocus: the Export button that had the focus is disabled now; Cancel is what a keyboard user wants next.
          <Button variant="secondary" onClick={cancelLocalExport} autoFocus data-testid="points-export-cancel">
            <X className="size-4" aria-hidden />
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
      <LocalExportResult state={state} />
    </Card>
  );
}
