// Edit a shop (/shops/{idsShop}/edit). The param is named for a list of ids; a list opens its first.
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { useShop } from '../data/use-shops';
import { updateShop } from '../data/update-shop';
import { firstId } from '../lib/first-id';
import { shopFormOf, type ShopForm } from '../lib/shop-form';
import { LoadingState } from './list-states';
import { MissingShop } from './missing-shop';
import { showSaved } from './saved-notice';
import { ShopFormCard } from './shop-form';

export function ShopEditPage({ ids }: { ids: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const id = firstId(ids);
  const shop = useShop(id);

  if (shop === undefined) return <Page title={t`Edit shop`}><LoadingState /></Page>;
  if (shop === null) return <MissingShop title={t`Edit shop`} />;

  const save = async (form: ShopForm) => {
    await updateShop(shop, form);
    showSaved(t`Shop saved`, t`Saved on this device; will be sent when online`);
    await navigate({ to: '/shops' });
  };

  return (
    <Page
      title={t`Edit shop`}
      actions={
        <Link to="/shops/$idShop/details" params={{ idShop: id }} className="text-sm text-primary hover:underline">
          <Trans>Shop details</Trans>
        </Link>
      }
    >
      {/* Keyed by id: a sync that updates the row meanwhile must not wipe what the user typed. */}
      <ShopFormCard key={shop.id} initial={shopFormOf(shop)} onSave={save} />
    </Page>
  );
}
