// One point (/points/{id}/details): every field of the contract in groups, read from the local store,
// so it opens offline. Points are the delivery services' data: nothing here is editable.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Map as MapIcon } from 'lucide-react';
import { Page } from '../../../../components/layout/page';
import { Button } from '../../../../components/ui/button';
import { coordinateText } from '../../../warehouses/lib/coordinate';
import { useKeyNames } from '../../../../session/use-key-names';
import { DetailsList } from '../../../../components/resource/details-list';
import { LoadingState } from '../../../../components/resource/list-states';
import { usePoint } from '../../data/use-point';
import { POINT_OPERATION_LABELS } from '../point-labels';
import { PointTypeBadge } from '../point-type-badge';
import { DetailsSection } from './details-section';
import { MissingPoint } from './missing-point';
import { PointExtras } from './point-extras';
import { PointHours } from './point-hours';
import { codText, sidesText, weightText } from './point-limits';

const external = 'text-primary hover:underline break-all';

export function PointDetailsPage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const providerName = useKeyNames('allProviders');
  const point = usePoint(id);

  if (point === undefined) return <Page title={t`Point details`}><LoadingState /></Page>;
  if (point === null) return <MissingPoint title={t`Point details`} />;
  const p = point;
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);
  const operation = POINT_OPERATION_LABELS[p.availableOperation];
  const sides = sidesText(p.limits, i18n);

  const actions = (
    <Button asChild variant="secondary">
      <Link to="/points/list" search={{ tab: 'map', id: p.id }}>
        <MapIcon className="size-4" aria-hidden />
        <Trans>Show on map</Trans>
      </Link>
    </Button>
  );

  return (
    <Page title={p.name || t`Point details`} actions={actions}>
      <DetailsSection title={t`General`}>
        <DetailsList
          items={[
            { label: t`Point name`, value: p.name },
            { label: t`Type`, value: <PointTypeBadge type={p.type} /> },
            { label: t`Delivery service`, value: providerName(p.providerKey) },
            { label: t`Point code`, value: <code className="text-xs">{p.code}</code> },
            { label: t`Point ID`, value: <code className="text-xs">{p.id}</code> },
            { label: t`Status`, value: p.enabled ? t`Working` : t`Disabled by the delivery service` },
            { label: t`Fitting room`, value: yesNo(p.fittingRoom) },
          ]}
        />
      </DetailsSection>
      <DetailsSection title={t`Address`}>
        <DetailsList
          items={[
            { label: t`Full address`, value: p.address },
            { label: t`Country`, value: p.countryCode },
            { label: t`Postal code`, value: p.postIndex },
            { label: t`Region`, value: p.region },
            { label: t`City`, value: p.city },
            { label: t`Street`, value: p.street },
            { label: t`House`, value: p.house },
            { label: t`Building`, value: p.block },
            { label: t`Office`, value: p.office },
            { label: t`Latitude`, value: coordinateText(p.lat) },
            { label: t`Longitude`, value: coordinateText(p.lng) },
            { label: t`City ID (FIAS)`, value: p.cityGuid },
          ]}
        />
      </DetailsSection>
      <DetailsSection title={t`Contacts`}>
        <DetailsList
          items={[
            { label: t`Phone`, value: p.phone ? <a className={external} href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}>{p.phone}</a> : '' },
            { label: t`Email`, value: p.email ? <a className={external} href={`mailto:${p.email}`}>{p.email}</a> : '' },
            { label: t`Website`, value: p.url ? <a className={external} href={p.url} target="_blank" rel="noreferrer">{p.url}</a> : '' },
          ]}
        />
      </DetailsSection>
      <DetailsSection title={t`Opening hours`}>
        <PointHours point={p} />
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
            { label: t`Maximum weight`, value: weightText(p.limits.maxWeight, i18n) },
            { label: t`Maximum size (A × B × C)`, value: sides ? t`${sides} cm` : '' },
            { label: t`Maximum cash on delivery`, value: codText(p.limits.maxCod, i18n) },
          ]}
        />
      </DetailsSection>
      <PointExtras point={p} />
      <Link to="/points/list" className="self-start text-sm text-primary hover:underline">
        <Trans>Back to points</Trans>
      </Link>
    </Page>
  );
}
