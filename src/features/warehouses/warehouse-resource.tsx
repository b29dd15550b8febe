// Warehouses on the resource kit (src/components/resource/define-resource.ts): their texts, routes, list
// columns and details. What is the warehouse's own: the form's three groups with the country select
// (components/warehouse-fields.tsx), its rules and coordinates (lib/warehouse-form.ts, lib/coordinate.ts)
// and the address line of the list (lib/format-address.ts).
import { msg } from '@lingui/core/macro';
import { linkOptions } from '@tanstack/react-router';
import { Warehouse as WarehouseIcon } from 'lucide-react';
import { defineResource } from '../../components/resource/define-resource';
import { RESOURCES } from '../../sync/resource-changes';
import { CountryName } from './components/country-name';
import { WarehouseFields } from './components/warehouse-fields';
import { coordinateText } from './lib/coordinate';
import { formatAddress } from './lib/format-address';
import { checkWarehouse, EMPTY_WAREHOUSE_FORM, WAREHOUSE_LIMITS, warehouseFormOf, warehouseInputOf, type WarehouseForm } from './lib/warehouse-form';

/** Typed coordinates are short; the limit keeps a paste from filling the input. */
const COORDINATE_LIMIT = 24;

export const warehouseResource = defineResource<'warehouses', WarehouseForm>({
  resource: RESOURCES.warehouses,
  icon: WarehouseIcon,
  names: {
    many: msg`Warehouses`,
    search: msg`Search warehouses`,
    name: msg`Warehouse name`,
    newTitle: msg`New warehouse`,
    editTitle: msg`Edit warehouse`,
    detailsTitle: msg`Warehouse details`,
    loadingFromServer: msg`Loading warehouses from the server…`,
    notLoaded: msg`Warehouses have not been loaded on this device yet. They will appear when you are online.`,
    emptyTitle: msg`No warehouses yet`,
    emptyText: msg`Add the addresses parcels are picked up from: orders use a warehouse as the sender's address.`,
    createFirst: msg`Create the first warehouse`,
    missing: msg`This warehouse is not on this device: it may have been deleted, or the link is wrong.`,
    backToList: msg`Back to warehouses`,
    saved: msg`Warehouse saved`,
    deleted: msg`Warehouse deleted`,
    deleteTitle: (name) => msg`Delete warehouse ${name}?`,
    deleteText: msg`The warehouse disappears from the list now and is deleted on the server once the change is sent.`,
  },
  routes: {
    list: (search = {}) => linkOptions({ to: '/warehouses', search }),
    create: linkOptions({ to: '/warehouses/create' }),
    details: (id) => linkOptions({ to: '/warehouses/$id/details', params: { id } }),
    edit: (ids) => linkOptions({ to: '/warehouses/$ids/edit', params: { ids } }),
  },
  list: {
    secondLine: { cell: (w) => w.city, show: 'sm:hidden' },
    columns: [
      { key: 'city', header: msg`City`, cell: (w) => w.city, show: 'hidden sm:table-cell' },
      { key: 'address', header: msg`Address`, cell: formatAddress, show: 'hidden lg:table-cell' },
      {
        key: 'contact',
        header: msg`Contact person`,
        show: 'hidden md:table-cell',
        cell: (w) => (
          <>
            <div>{w.contactName}</div>
            <div className="text-xs whitespace-nowrap text-slate-500">{w.phone}</div>
          </>
        ),
      },
    ],
    searchIn: (w) => [w.name, w.city, formatAddress(w), w.contactName, w.phone],
  },
  details: (w) => [
    {
      heading: msg`Warehouse`,
      items: [
        { label: msg`Warehouse name`, value: w.name },
        { label: msg`Company name`, value: w.companyName },
        { label: msg`Comment`, value: w.comment },
      ],
    },
    {
      heading: msg`Address`,
      items: [
        { label: msg`Country`, value: w.countryCode ? <CountryName code={w.countryCode} /> : '' },
        { label: msg`Postal code`, value: w.postIndex },
        { label: msg`Region`, value: w.region },
        { label: msg`District`, value: w.area },
        { label: msg`City`, value: w.city },
        { label: msg`Street`, value: w.street },
        { label: msg`House`, value: w.house },
        { label: msg`Building`, value: w.block },
        { label: msg`Office`, value: w.office },
        { label: msg`Full address`, value: w.addressString },
        { label: msg`Latitude`, value: coordinateText(w.lat) },
        { label: msg`Longitude`, value: coordinateText(w.lon) },
        { label: msg`City ID (FIAS)`, value: w.cityGuid },
      ],
    },
    {
      heading: msg`Contact person`,
      items: [
        { label: msg`Contact name`, value: w.contactName },
        { label: msg`Phone`, value: w.phone },
        { label: msg`Email`, value: w.email },
      ],
    },
  ],
  form: {
    empty: EMPTY_WAREHOUSE_FORM,
    fromItem: warehouseFormOf,
    check: checkWarehouse,
    toBody: warehouseInputOf,
    Fields: WarehouseFields,
    limits: { ...WAREHOUSE_LIMITS, lat: COORDINATE_LIMIT, lon: COORDINATE_LIMIT },
    frame: 'groups',
    width: 'max-w-3xl',
  },
});
