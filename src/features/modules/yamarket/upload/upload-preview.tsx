// The wizard's second step: how many points of this device the upload would send and a few of their names
// as the marketplace will show them.
import { useLingui } from '@lingui/react/macro';
import { PREVIEW_SAMPLE, type UploadPreviewAnswer } from './use-upload-preview';

export function UploadPreview({ preview }: { preview: UploadPreviewAnswer | undefined }) {
  const { t, i18n } = useLingui();
  if (!preview) return <p role="status" className="text-sm text-slate-600">{t`Counting the points on this device…`}</p>;
  const count = preview.count.toLocaleString(i18n.locale);
  return (
    <div className="flex flex-col gap-2" data-testid="upload-preview" data-count={preview.count}>
      <p className="text-sm font-medium text-slate-900">
        {preview.count ? t`Points to upload: ${count}` : t`No points match: choose other regions or types, or connect the delivery services whose points you want to offer.`}
      </p>
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
