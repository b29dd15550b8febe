// What starting the upload will change on the integration: the wizard uploads by the integration's stored
// choice, so a changed choice is saved on it first (save-upload-choice.ts). Said before the start, field by
// field, was and will be, rather than rewriting the integration's regions unannounced.
import { useLingui } from '@lingui/react/macro';
import type { YamarketIntegration } from '../../../../contract/modules';
import type { PointType } from '../../../../contract/points';
import { COD_FILTER_LABELS } from '../cod-filter-names';
import { POINT_TYPE_LABELS } from '../point-type-names';
import type { UploadChoice } from './use-upload-preview';

type Change = { label: string; before: string; after: string };

export function ChoiceChanges({ integration, choice }: { integration: Partial<YamarketIntegration>; choice: UploadChoice }) {
  const { t, i18n } = useLingui();
  const none = '—';
  const list = (items: readonly string[]) => items.join(', ') || none;
  const regions = (items: readonly string[]) => list([...new Set(items)].sort((a, b) => a.localeCompare(b, 'ru')));
  const types = (items: readonly number[]) => list([...new Set(items)].sort().map((type) => i18n._(POINT_TYPE_LABELS[type as PointType] ?? String(type))));
  const changes: Change[] = [];
  const add = (label: string, before: string, after: string) => before !== after && changes.push({ label, before, after });
  add(t`Regions`, regions(integration.pointRegions ?? []), regions(choice.pointRegions));
  add(t`Point types`, types(integration.pointTypes ?? []), types(choice.pointTypes));
  add(t`Cash on delivery`, i18n._(COD_FILTER_LABELS[integration.codFilter ?? 'all']), i18n._(COD_FILTER_LABELS[choice.codFilter]));
  add(t`Point name template`, integration.pointNameTemplate || none, choice.template.trim() || none);
  if (!changes.length) return null;
  const name = integration.name ?? '';
  return (
    <div role="note" className="flex flex-col gap-1 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800" data-testid="upload-choice-changes">
      <p className="font-medium">{t`Starting the upload saves this choice on the integration “${name}”, in place of what it has now:`}</p>
      <dl className="flex flex-col gap-1">
        {changes.map(({ label, before, after }) => (
          <div key={label}>
            <dt className="inline font-medium">{label}: </dt>
            <dd className="inline">{t`was ${before}; will be ${after}`}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
