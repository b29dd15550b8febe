// The wizard's second step: how many points of this device the upload would send, a few of their names as the
// marketplace will show them, and a warning when some would share a name. While the device does not have every
// point yet it says so instead of counting a part (docs/decisions/modules.md "Console").
import { useLingui } from '@lingui/react/macro';
import type { PointsCopy } from '../../data/use-points-copy';
import { PREVIEW_SAMPLE, type UploadPreviewAnswer } from './use-upload-preview';

type UploadPreviewProps = { preview: UploadPreviewAnswer | undefined; copy: PointsCopy | undefined; online: boolean };

export function UploadPreview({ preview, copy, online }: UploadPreviewProps) {
  const { t, i18n } = useLingui();
  if (copy && !copy.complete) {
    const stored = copy.stored.toLocaleString(i18n.locale);
    const total = copy.total === null ? null : copy.total.toLocaleString(i18n.locale);
    return (
      <div role="status" className="flex flex-col gap-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="upload-preview-waiting">
        <p>
          {total === null
            ? t`The points are not on this device yet. The count waits until they are all here, so that it is the count the upload sends.`
            : t`Not all points are on this device yet: ${stored} of ${total}. The count waits until they are all here, so that it is the count the upload sends.`}
        </p>
        {!online && <p>{t`Connect to the internet to finish downloading them.`}</p>}
      </div>
    );
  }
  if (!preview || !copy) return <p role="status" className="text-sm text-slate-600">{t`Counting the points on this device…`}</p>;
  const count = preview.count.toLocaleString(i18n.locale);
  const shared = preview.sharedNames.toLocaleString(i18n.locale);
  const placeholders = '{address}, {code}';
  return (
    <div className="flex flex-col gap-2" data-testid="upload-preview" data-count={preview.count}>
      <p className="text-sm font-medium text-slate-900">
        {preview.count ? t`Points to upload: ${count}` : t`No points match: choose other regions or types, or connect the delivery services whose points you want to offer.`}
      </p>
      {preview.sharedNames > 0 && (
        <p className="text-sm text-amber-800" data-testid="upload-shared-names">
          {t`${shared} of them share their name with another point: the marketplace would show them alike. Add one of ${placeholders} to the template.`}
        </p>
      )}
      {preview.count > 0 && (
        <>
          <p className="text-sm text-slate-600">{t`The first ${Math.min(PREVIEW_SAMPLE, preview.count)} names at the marketplace:`}</p>
          <ul className="list-disc pl-5 text-sm text-slate-800">
            {preview.sample.map((name, i) => <li key={i}>{name}</li>)}
          </ul>
        </>
      )}
    </div>
  );
}
