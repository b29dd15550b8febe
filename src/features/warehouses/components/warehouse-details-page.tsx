// One warehouse (/warehouses/{id}/details): every field in the form's three groups, its sync state,
// and edit and delete (delete asks first, as the product requires).
import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { Page } from '../../../components/layout/page';
import { ChangeBadge } from '../../../components/sync/change-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DetailsList } from '../../shops/components/details-list';
import { LoadingState } from '../../shops/components/list-states';
import { useWarehouse } from '../data/use-warehouses';
import { coordinateText } from '../lib/coordinate';
import { DeleteWarehouseDialog } from './delete-warehouse-dialog';
import { MissingWarehouse } from './missing-warehouse';
import { useCountryName } from './use-country-name';

export function WarehouseDetailsPage({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const countryName = useCountryName();
  const warehouse = useWarehouse(id);
  const [asking, setAsking] = useState(false);

  if (warehouse === undefined) return <Page title={t`Warehouse details`}><LoadingState /></Page>;
  if (warehouse === null) return <MissingWarehouse title={t`Warehouse details`} />;
  const w = warehouse;

  const actions = (
    <div className="flex flex-wrap items-center gap-2">
      <ChangeBadge row={w} />
      <Button asChild variant="secondary">
        <Link to="/warehouses/$ids/edit" params={{ ids: w.id }}>
          <Pencil className="size-4" aria-hidden />
          <Trans>Edit</Trans>
        </Link>
      </Button>
      <Button variant="danger" onClick={() => setAsking(true)}>
        <Trash2 className="size-4" aria-hidden />
        <Trans>Delete</Trans>
      </Button>
    </div>
  );

  return (
    <Page title={w.name || t`Warehouse details`} actions={actions}>
      <Card className="flex flex-col gap-3">
        <h2 className="text-base font-semibold"><Trans>Warehouse</Trans></h2>
        <DetailsList
          items={[
            { label: t`Warehouse name`, value: w.name },
            { label: t`Company name`, value: w.companyName },
            { label: t`Comment`, value: w.comment },
            { label: t`ID`, value: <code className="text-xs">{w.id}</code> },
          ]}
        />
      </Card>
      <Card className="flex flex-col gap-3">
        <h2 className="text-base font-semibold"><Trans>Address</Trans></h2>
        <DetailsList
          items={[
            { label: t`Country`, value: w.countryCode ? countryName(w.countryCode) : '' },
            { label: t`Postal code`, value: w.postIndex },
            { label: t`Region`, value: w.region },
            { label: t`District`, value: w.area },
            { label: t`City`, value: w.city },
            { label: t`Street`, value: w.street },
            { label: t`House`, value: w.house },
            { label: t`Building`, value: w.block },
            { label: t`Office`, value: w.office },
            { label: t`Full address`, value: w.addressString },
            { label: t`Latitude`, value: coordinateText(w.lat) },
            { label: t`Longitude`, value: coordinateText(w.lon) },
            { label: t`City ID (FIAS)`, value: w.cityGuid },
          ]}
        />
      </Card>
      <Card className="flex flex-col gap-3">
        <h2 className="text-base font-semibold"><Trans>Contact person</Trans></h2>
        <DetailsList
          items={[
            { label: t`Contact name`, value: w.contactName },
            { label: t`Phone`, value: w.phone },
            { label: t`Email`, value: w.email },
          ]}
        />
      </Card>
      <Link to="/warehouses" className="self-start text-sm text-primary hover:underline">
        <Trans>Back to warehouses</Trans>
      </Link>
      <DeleteWarehouseDialog
        warehouse={asking ? w : null}
        onClose={() => setAsking(false)}
        onDeleted={() => void navigate({ to: '/warehouses' })}
      />
    </Page>
  );
}
