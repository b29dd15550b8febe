// One shop (/shops/{idShop}/details): every field, its sync state, and edit and delete.
import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { Page } from '../../../components/layout/page';
import { ChangeBadge } from '../../../components/sync/change-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useShop } from '../data/use-shops';
import { DeleteShopDialog } from './delete-shop-dialog';
import { DetailsList } from './details-list';
import { LoadingState } from './list-states';
import { MissingShop } from './missing-shop';

export function ShopDetailsPage({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const shop = useShop(id);
  const [asking, setAsking] = useState(false);

  if (shop === undefined) return <Page title={t`Shop details`}><LoadingState /></Page>;
  if (shop === null) return <MissingShop title={t`Shop details`} />;

  const actions = (
    <div className="flex flex-wrap items-center gap-2">
      <ChangeBadge row={shop} />
      <Button asChild variant="secondary">
        <Link to="/shops/$idsShop/edit" params={{ idsShop: shop.id }}>
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
    <Page title={shop.name || t`Shop details`} actions={actions}>
      <Card>
        <DetailsList
          items={[
            { label: t`Shop name`, value: shop.name },
            { label: t`Company name`, value: shop.companyName },
            { label: t`Email`, value: shop.email },
            { label: t`Phone`, value: shop.phone },
            { label: t`ID`, value: <code className="text-xs">{shop.id}</code> },
          ]}
        />
      </Card>
      <Link to="/shops" className="self-start text-sm text-primary hover:underline">
        <Trans>Back to shops</Trans>
      </Link>
      <DeleteShopDialog
        shop={asking ? shop : null}
        onClose={() => setAsking(false)}
        onDeleted={() => void navigate({ to: '/shops' })}
      />
    </Page>
  );
}
