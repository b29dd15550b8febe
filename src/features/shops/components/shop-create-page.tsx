// New shop (/shops/create): saved to the outbox, then back to the list where it shows as pending.
import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { createShop } from '../data/create-shop';
import { EMPTY_SHOP_FORM, type ShopForm } from '../lib/shop-form';
import { showSaved } from './saved-notice';
import { ShopFormCard } from './shop-form';

export function ShopCreatePage() {
  const { t } = useLingui();
  const navigate = useNavigate();

  async function save(form: ShopForm) {
    await createShop(form);
    showSaved(t`Shop saved`, t`Saved on this device; will be sent when online`);
    await navigate({ to: '/shops' });
  }

  return (
    <Page title={t`New shop`}>
      <ShopFormCard initial={EMPTY_SHOP_FORM} onSave={save} />
    </Page>
  );
}
