// The shops list (/shops): what this device holds with the user's queued changes
// laid over, so a shop saved offline is listed at once with a "Pending" badge.
import { useMemo, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, ShoppingBag } from 'lucide-react';
import { Page } from '../../../components/layout/page';
import { RejectedChanges } from '../../../components/sync/rejected-changes';
import { Button } from '../../../components/ui/button';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { useFirstPullDone } from '../data/use-first-pull-done';
import { useShops } from '../data/use-shops';
import { sortByName } from '../lib/sort-by-name';
import { EmptyState, LoadingState, NotLoadedState } from './list-states';
import { ShopsTable } from './shops-table';

function CreateShopButton({ children }: { children: ReactNode }) {
  return (
    <Button asChild>
      <Link to="/shops/create">
        <Plus className="size-4" aria-hidden />
        {children}
      </Link>
    </Button>
  );
}

function ShopsContent() {
  const { t, i18n } = useLingui();
  const shops = useShops();
  const pulled = useFirstPullDone('shops');
  const online = useIsOnline();
  const sorted = useMemo(() => shops && sortByName(shops, i18n.locale), [shops, i18n.locale]);

  if (sorted === undefined || pulled === undefined) return <LoadingState />;
  if (sorted.length) return <ShopsTable shops={sorted} />;
  if (!pulled && online) return <LoadingState><Trans>Loading shops from the server…</Trans></LoadingState>;
  if (!pulled) {
    return (
      <NotLoadedState>
        <Trans>Shops have not been loaded on this device yet. They will appear when you are online.</Trans>
      </NotLoadedState>
    );
  }
  return (
    <EmptyState
      icon={<ShoppingBag className="size-10" />}
      title={t`No shops yet`}
      text={t`Add the shops your orders are sent from: their names appear on orders and labels.`}
      action={<CreateShopButton><Trans>Create the first shop</Trans></CreateShopButton>}
    />
  );
}

export function ShopsPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Shops`} actions={<CreateShopButton><Trans>Create</Trans></CreateShopButton>}>
      <RejectedChanges collection="shops" />
      <ShopsContent />
    </Page>
  );
}
