// Settings groups the company's shops, warehouses, package presets and the user's profile.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Box, ShoppingBag, UserRound, Warehouse } from 'lucide-react';
import { Page } from '../../components/layout/page';
import { Card } from '../../components/ui/card';
import { useUser } from '../../session/session-store';
import { canAccess } from '../../session/roles';
import { ROLE_ADMIN, ROLE_ORDER_INFO } from '../../contract/constants';

export function SettingsPage() {
  const { t } = useLingui();
  const user = useUser();
  const entries = [
    { to: '/shops', icon: ShoppingBag, title: t`Shops`, text: t`Shops your orders are sent from`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO] },
    { to: '/warehouses', icon: Warehouse, title: t`Warehouses`, text: t`Addresses parcels are picked up from`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO] },
    { to: '/packages', icon: Box, title: t`Packages`, text: t`Boxes that fill an order's size and weight`, roles: [ROLE_ADMIN, ROLE_ORDER_INFO] },
    { to: '/profile/index', icon: UserRound, title: t`Profile`, text: t`Your name and contact details`, roles: undefined },
  ].filter((e) => canAccess(e.roles, user.roles));

  return (
    <Page title={t`Settings`}>
      <div className="grid gap-4 md:grid-cols-3">
        {entries.map(({ to, icon: Icon, title, text }) => (
          <Link key={to} to={to} className="block">
            <Card className="flex h-full gap-3 hover:border-primary">
              <Icon className="size-6 shrink-0 text-primary" aria-hidden />
              <div>
                <p className="font-medium">{title}</p>
                <p className="text-sm text-slate-500">{text}</p>
              </div>
            </Card>
          </Link>
        ))}
      </div>
    </Page>
  );
}
