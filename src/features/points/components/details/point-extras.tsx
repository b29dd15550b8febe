// What helps find a point on the spot: the metro stations near it, the description ("information" in the
// product's words) and the photos, which open in a new tab (they are the service's links, not stored here).
import { useLingui } from '@lingui/react/macro';
import { ExternalLink, TrainFront } from 'lucide-react';
import type { Point } from '../../../../contract/points';
import { DetailsSection } from './details-section';

export function PointExtras({ point }: { point: Pick<Point, 'metro' | 'description' | 'photos'> }) {
  const { t } = useLingui();
  return (
    <>
      <DetailsSection title={t`Metro`}>
        {point.metro.length ? (
          <ul className="flex flex-wrap gap-2 text-sm">
            {point.metro.map((station) => (
              <li key={station} className="flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-800">
                <TrainFront className="size-3.5 text-slate-500" aria-hidden />
                {station}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">{t`No metro stations nearby`}</p>
        )}
      </DetailsSection>
      <DetailsSection title={t`How to find it`}>
        <p className="text-sm whitespace-pre-line text-slate-900">{point.description || '—'}</p>
      </DetailsSection>
      <DetailsSection title={t`Photos`}>
        {point.photos.length ? (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {point.photos.map((url, index) => {
              const number = index + 1;
              return (
                <li key={url}>
                  <a href={url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-primary hover:underline">
                    {t`Photo ${number}`}
                    <ExternalLink className="size-3.5" aria-hidden />
                    <span className="sr-only">{t`(opens in a new tab)`}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-slate-500">{t`No photos`}</p>
        )}
      </DetailsSection>
    </>
  );
}
