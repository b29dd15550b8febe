// What the last export came to: the file saved (points, time taken, size), cancelled, or why it failed.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { LocalExportState } from '../../data/export-local';
import { formatFileSize, formatSeconds } from './format-figures';

export function LocalExportResult({ state }: { state: LocalExportState }) {
  const { i18n } = useLingui();
  if (state.kind === 'done') {
    const took = formatSeconds(i18n, state.ms);
    const size = formatFileSize(i18n, state.bytes);
    const file = state.fileName;
    const rows = state.rows;
    return (
      <p role="status" className="text-sm text-green-800" data-testid="points-export-result">
        <Plural value={rows} one="# point exported." other="# points exported." />{' '}
        <Trans>Took {took}; file {file}, {size}.</Trans>
      </p>
    );
  }
  if (state.kind === 'cancelled') return <p role="status" className="text-sm text-slate-600"><Trans>Export cancelled.</Trans></p>;
  if (state.kind === 'failed') {
    const reason = state.message;
    return <p role="alert" className="text-sm text-red-700"><Trans>The file could not be made: {reason}</Trans></p>;
  }
  return null;
}
