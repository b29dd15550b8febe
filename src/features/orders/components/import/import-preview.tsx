// The checked file before anything is queued (docs/decisions/orders.md "Orders in bulk"): how many rows are
// good, bad and imported already, the columns the header lacks, and each bad row's fields with the reason.
import { Trans, useLingui } from '@lingui/react/macro';
import type { ImportPreview } from '../../../../../workers/orders.worker';
import { columnName, problemText } from '../../lib/import-problem-text';

/** Problems listed at most; the count says how many more there are. */
const SHOWN_PROBLEMS = 200;

type Checked = Extract<ImportPreview, { kind: 'checked' }>;

export function ImportPreviewSummary({ preview }: { preview: Checked }) {
  const { t, i18n } = useLingui();
  const good = preview.good.length;
  const bad = preview.badRows;
  const already = preview.already.length;
  const shown = preview.problems.slice(0, SHOWN_PROBLEMS);
  const more = preview.problems.length - shown.length;
  const missing = preview.missingColumns.map((c) => columnName(c, i18n.locale)).join(', ');
  const unknown = preview.unknownHeaders.join(', ');
  return (
    <div className="flex flex-col gap-3" data-testid="import-preview">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t`File check`}>
        <li data-testid="import-good"><Trans>Ready to import: {good}</Trans></li>
        <li data-testid="import-bad" className={bad ? 'text-red-700' : undefined}><Trans>With problems: {bad}</Trans></li>
        {already > 0 && <li data-testid="import-already"><Trans>Imported already: {already}</Trans></li>}
      </ul>
      {missing && <p role="alert" className="text-sm text-red-700"><Trans>The file lacks required columns: {missing}</Trans></p>}
      {unknown && <p className="text-sm text-slate-600"><Trans>Columns not in the template are ignored: {unknown}</Trans></p>}
      {already > 0 && good === 0 && bad === 0 && <p className="text-sm text-slate-700"><Trans>Every order of this file was imported already: nothing to add.</Trans></p>}
      {shown.length > 0 && (
        <ul className="max-h-64 overflow-y-auto rounded-md border border-slate-200 text-sm" aria-label={t`Rows with problems`} data-testid="import-problems" tabIndex={0}>
          {shown.map((p, i) => {
            const field = p.column ? columnName(p.column, i18n.locale) : p.field;
            return (
              <li key={i} className="border-b border-slate-100 px-3 py-1.5 last:border-0" data-row={p.row}>
                <span className="font-medium"><Trans>Row {p.row}</Trans></span> · {field}: {i18n._(problemText(p.problem))}
              </li>
            );
          })}
          {more > 0 && <li className="px-3 py-1.5 text-slate-600"><Trans>And {more} more problems</Trans></li>}
        </ul>
      )}
    </div>
  );
}
