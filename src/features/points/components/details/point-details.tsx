// A point's fields in groups. `row` is what a list row knows (the whole point once read, or the row the page was
// opened with); `full` is the whole point, undefined until the points worker has read it: the fields only it
// has show as pending meanwhile, so the page is there at once and fills in without moving.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Map as MapIcon } from 'lucide-react';
import { Page } from '../../../../components/layout/page';
import { Button } from '../../../../components/ui/button';
import { DetailsList } from '../../../../components/resource/details-list';
import type { Point } from '../../../../contract/points';
import type { CatalogRow } from '../../../../../workers/points/catalog';
import { useLoadedKeyNames } from '../../../../session/use-key-names';
import { coordinateText } from '../../../warehouses/lib/coordinate';
import { POINT_OPERATION_LABELS } from '../point-labels';
import { PointTypeBadge } from '../point-type-badge';
import { PendingValue } from '../pending-value';
import { DetailsSection } from './details-section';
import { PointExtras } from './point-extras';
import { PointHours } from './point-hours';
import { codText, sidesText, weightText } from './point-limits';
import { PointCallLink, PointRouteLink } from '../near/point-route-link';
import { PointDistance } from '../near/point-distance';
import { useNearPosition } from '../../data/near-position';
import { telHref } from '../../lib/point-links';
import { distanceMetres, hasCoordinates } from '../../../../contract/geo-distance';

const external = 'text-primary hover:underline break-all';

export function PointDetails({ row: p, full }: { row: CatalogRow; full: Point | undefined }) {
  const { t, i18n } = useLingui();
  const providerName = useLoadedKeyNames('allProviders');
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);
  /** A field the list row does not carry. */
  const more = (read: (point: Point) => ReactNode): ReactNode => (full ? read(full) : <PendingValue />);
  const operation = POINT_OPERATION_LABELS[p.availableOperation];
  const sides = full && sidesText(full.limits, i18n);

  // Near me (docs/decisions/points.md): how far from where the user stood when last located, a route, a call.
  const { fix } = useNearPosition();
  const distance = fix && hasCoordinates(p.lat, p.lng) ? distanceMetres(fix.lat, fix.lng, p.lat, p.lng) : undefined;
  const actions = (
    <div className="flex flex-wrap items-center gap-2">
      <PointDistance metres={distance} className="mr-1 text-sm" />
      {hasCoordinates(p.lat, p.lng) && <PointRouteLink point={p} look="button" />}
      {full?.phone ? <PointCallLink phone={full.phone} look="button" /> : null}
      <Button asChild variant="secondary">
        <Link to="/points/list" search={{ tab: 'map', id: p.id }}>
          <MapIcon className="size-4" aria-hidden />
          <Trans>Show on map</Trans>
        </Link>
      </Button>
    </div>
  );

  return (
    <Page title={p.name || t`Point details`} actions={actions}>
      <DetailsSection title={t`General`}>
        <DetailsList
          items={[
            { label: t`Point name`, value: p.name },
            { label: t`Type`, value: <PointTypeBadge type={p.type} /> },
            { label: t`Delivery service`, value: providerName ? providerName(p.providerKey) : <PendingValue /> },
            { label: t`Point code`, value: <code className="text-xs">{p.code}</code> },
            { label: t`Point ID`, value: <code className="text-xs">{p.id}</code> },
            { label: t`Status`, value: p.enabled ? t`Working` : t`Disabled by the delivery service` },
            { label: t`Fitting room`, value: more((f) => yesNo(f.fittingRoom)) },
          ]}
        />
      </DetailsSection>
      <DetailsSection title={t`Address`}>
        <DetailsList
          items={[
            { label: t`Full address`, value: p.address },
            { label: t`Country`, value: more((f) => f.countryCode) },
            { label: t`Postal code`, value: p.postIndex },
            { label: t`Region`, value: more((f) => f.region) },
            { label: t`City`, value: p.city },
            { label: t`Street`, value: more((f) => f.street) },
            { label: t`House`, value: more((f) => f.house) },
            { label: t`Building`, value: more((f) => f.block) },
            { label: t`Office`, value: more((f) => f.office) },
            { label: t`Latitude`, value: coordinateText(p.lat) },
            { label: t`Longitude`, value: coordinateText(p.lng) },
            { label: t`City ID (FIAS)`, value: more((f) => f.cityGuid) },
          ]}
        />
      </DetailsSection>
      <DetailsSection title={t`Contacts`}>
        <DetailsList
          items={[
            { label: t`Phone`, value: more((f) => <PhoneText phone={f.phone} />) },
            { label: t`Email`, value: more((f) => (f.email ? <a className={external} href={`mailto:${f.email}`}>{f.email}</a> : '')) },
            { label: t`Website`, value: more((f) => (f.url ? <a className={external} href={f.url} target="_blank" rel="noreferrer">{f.url}</a> : '')) },
          ]}
        />
      </DetailsSection>
      <DetailsSection title={t`Opening hours`}>
        {full ? (
          <PointHours point={full} />
        ) : (
          <div className="flex flex-col gap-3 text-sm text-slate-900">
            {p.timetable && <p>{p.timetable}</p>}
            <PendingValue wide />
          </div>
        )}
      </DetailsSection>
      <DetailsSection title={t`Payment and operations`}>
        <DetailsList
          items={[
            { label: t`Available operation`, value: operation ? i18n._(operation) : '' },
            { label: t`Payment by card`, value: yesNo(p.paymentCard) },
            { label: t`Payment in cash`, value: yesNo(p.paymentCash) },
            { label: t`Cash on delivery`, value: yesNo(p.cod) },
          ]}
        />
      </DetailsSection>
      <DetailsSection title={t`Limits`}>
        <DetailsList
          items={[
            { label: t`Maximum weight`, value: more((f) => weightText(f.limits.maxWeight, i18n)) },
            { label: t`Maximum size (A × B × C)`, value: more(() => (sides ? t`${sides} cm` : '')) },
            { label: t`Maximum cash on delivery`, value: more((f) => codText(f.limits.maxCod, i18n)) },
          ]}
        />
      </DetailsSection>
      {full && <PointExtras point={full} />}
      <Link to="/points/list" className="self-start text-sm text-primary hover:underline">
        <Trans>Back to points</Trans>
      </Link>
    </Page>
  );
}

/** A phone as a tel: link when it has digits to dial. */
function PhoneText({ phone }: { phone: string }) {
  const href = telHref(phone);
  return href ? <a className={external} href={href}>{phone}</a> : <>{phone}</>;
}
