// The warehouses as a table: name (to the details), city, address and contact, the sync badge, edit
// and delete. Secondary columns hide on narrow screens; every action works from the keyboard.
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import type { Warehouse } from '../../../contract/warehouses';
import type { Overlaid } from '../../../sync/overlay';
import { ChangeBadge } from '../../../components/sync/change-badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatAddress } from '../lib/format-address';
import { DeleteWarehouseDialog, type WarehouseToDelete } from './delete-warehouse-dialog';

function WarehouseRow({ warehouse, onDelete }: { warehouse: Overlaid<Warehouse>; onDelete: () => void }) {
  const { t } = useLingui();
  const name = warehouse.name;
  return (
    <tr className="border-t border-slate-100 align-top" data-row-id={warehouse.id}>
      <td className="px-3 py-2">
        <div className="flex flex-wrap items-center gap-2">
          <Link to="/warehouses/$id/details" params={{ id: warehouse.id }} className="font-medium text-primary hover:underline">
            {name}
          </Link>
          <ChangeBadge row={warehouse} />
        </div>
        <div className="text-xs text-slate-500 sm:hidden">{warehouse.city}</div>
      </td>
      <td className="hidden px-3 py-2 sm:table-cell">{warehouse.city}</td>
      <td className="hidden px-3 py-2 lg:table-cell">{formatAddress(warehouse)}</td>
      <td className="hidden px-3 py-2 md:table-cell">
        <div>{warehouse.contactName}</div>
        <div className="text-xs whitespace-nowrap text-slate-500">{warehouse.phone}</div>
      </td>
      <td className="px-3 py-1 text-right whitespace-nowrap">
        <Button asChild variant="ghost" size="icon" title={t`Edit`}>
          <Link to="/warehouses/$ids/edit" params={{ ids: warehouse.id }} aria-label={t`Edit ${name}`}>
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

export function WarehousesTable({ warehouses }: { warehouses: Overlaid<Warehouse>[] }) {
  const [toDelete, setToDelete] = useState<WarehouseToDelete | null>(null);
  return (
    <Card className="overflow-x-auto p-0">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium"><Trans>Warehouse name</Trans></th>
            <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell"><Trans>City</Trans></th>
            <th scope="col" className="hidden px-3 py-2 font-medium lg:table-cell"><Trans>Address</Trans></th>
            <th scope="col" className="hidden px-3 py-2 font-medium md:table-cell"><Trans>Contact person</Trans></th>
            <th scope="col" className="px-3 py-2"><span className="sr-only"><Trans>Actions</Trans></span></th>
          </tr>
        </thead>
        <tbody>
          {warehouses.map((warehouse) => (
            <WarehouseRow key={warehouse.id} warehouse={warehouse} onDelete={() => setToDelete(warehouse)} />
          ))}
        </tbody>
      </table>
      <DeleteWarehouseDialog warehouse={toDelete} onClose={() => setToDelete(null)} />
    </Card>
  );
}
