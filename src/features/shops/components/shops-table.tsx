// The shops as a table: name (to the details), the main fields, the sync badge, edit and delete.
// Secondary columns hide on narrow screens; every action is a real link or button for the keyboard.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import type { Shop } from '../../../contract/shops';
import type { Overlaid } from '../../../sync/overlay';
import { ChangeBadge } from '../../../components/sync/change-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DeleteShopDialog, type ShopToDelete } from './delete-shop-dialog';

function ShopRow({ shop, onDelete }: { shop: Overlaid<Shop>; onDelete: () => void }) {
  const { t } = useLingui();
  const name = shop.name;
  return (
    <tr className="border-t border-slate-100 align-top" data-row-id={shop.id}>
      <td className="px-3 py-2">
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/shops/$idShop/details" params={{ idShop: shop.id }} className="font-medium text-primary hover:underline">
            {name}
          </Link>
          <ChangeBadge row={shop} />
        </div>
        <div className="text-xs text-slate-500 md:hidden">{shop.companyName}</div>
      </td>
      <td className="hidden px-3 py-2 md:table-cell">{shop.companyName}</td>
      <td className="hidden px-3 py-2 break-all sm:table-cell">{shop.email}</td>
      <td className="hidden px-3 py-2 whitespace-nowrap lg:table-cell">{shop.phone}</td>
      <td className="px-3 py-1 text-right whitespace-nowrap">
        <Button asChild variant="ghost" size="icon" title={t`Edit`}>
          <Link to="/shops/$idsShop/edit" params={{ idsShop: shop.id }} aria-label={t`Edit ${name}`}>
            <Pencil className="size-4" aria-hidden />
          </Link>
        </Button>
        <Button variant="ghost" size="icon" title={t`Delete`} aria-label={t`Delete ${name}`} onClick={onDelete}>
          <Trash2 className="size-4 text-red-600" aria-hidden />
        </Button>
      </td>
    </tr>
  );
}

export function ShopsTable({ shops }: { shops: Overlaid<Shop>[] }) {
  const [toDelete, setToDelete] = useState<ShopToDelete | null>(null);
  return (
    <Card className="overflow-x-auto p-0">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium"><Trans>Shop name</Trans></th>
            <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell"><Trans>Company name</Trans></th>
            <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell"><Trans>Email</Trans></th>
            <th scope="col" className="hidden px-3 py-2 font-medium lg:table-cell"><Trans>Phone</Trans></th>
            <th scope="col" className="px-3 py-2"><span className="sr-only"><Trans>Actions</Trans></span></th>
          </tr>
        </thead>
        <tbody>
          {shops.map((shop) => (
            <ShopRow key={shop.id} shop={shop} onDelete={() => setToDelete(shop)} />
          ))}
        </tbody>
      </table>
      <DeleteShopDialog shop={toDelete} onClose={() => setToDelete(null)} />
    </Card>
  );
}
