// Shops on the resource kit (src/components/resource/define-resource.ts): their texts, routes, list
// columns and details. What is the shop's own: its form's fields (components/shop-fields.tsx) and rules
// (lib/shop-form.ts).
import { msg } from '@lingui/core/macro';
import { linkOptions } from '@tanstack/react-router';
import { ShoppingBag } from 'lucide-react';
import { defineResource } from '../../components/resource/define-resource';
import { RESOURCES } from '../../sync/resource-changes';
import { ShopFields } from './components/shop-fields';
import { checkShop, EMPTY_SHOP_FORM, SHOP_LIMITS, shopFormOf, shopInputOf, type ShopForm } from './lib/shop-form';

export const shopResource = defineResource<'shops', ShopForm>({
  resource: RESOURCES.shops,
  icon: ShoppingBag,
  names: {
    many: msg`Shops`,
    search: msg`Search shops`,
    name: msg`Shop name`,
    newTitle: msg`New shop`,
    editTitle: msg`Edit shop`,
    detailsTitle: msg`Shop details`,
    loadingFromServer: msg`Loading shops from the server…`,
    notLoaded: msg`Shops have not been loaded on this device yet. They will appear when you are online.`,
    emptyTitle: msg`No shops yet`,
    emptyText: msg`Add the shops your orders are sent from: their names appear on orders and labels.`,
    createFirst: msg`Create the first shop`,
    missing: msg`This shop is not on this device: it may have been deleted, or the link is wrong.`,
    backToList: msg`Back to shops`,
    saved: msg`Shop saved`,
    deleted: msg`Shop deleted`,
    deleteTitle: (name) => msg`Delete shop ${name}?`,
    deleteText: msg`The shop disappears from the list now and is deleted on the server once the change is sent.`,
  },
  routes: {
    list: (search = {}) => linkOptions({ to: '/shops', search }),
    create: linkOptions({ to: '/shops/create' }),
    details: (idShop) => linkOptions({ to: '/shops/$idShop/details', params: { idShop } }),
    edit: (idsShop) => linkOptions({ to: '/shops/$idsShop/edit', params: { idsShop } }),
  },
  list: {
    secondLine: { cell: (shop) => shop.companyName, show: 'md:hidden' },
    columns: [
      { key: 'companyName', header: msg`Company name`, cell: (shop) => shop.companyName, show: 'hidden md:table-cell' },
      { key: 'email', header: msg`Email`, cell: (shop) => shop.email, show: 'hidden sm:table-cell', className: 'break-all' },
      { key: 'phone', header: msg`Phone`, cell: (shop) => shop.phone, show: 'hidden lg:table-cell', className: 'whitespace-nowrap' },
    ],
    searchIn: (shop) => [shop.name, shop.companyName, shop.email, shop.phone],
  },
  details: (shop) => [
    {
      items: [
        { label: msg`Shop name`, value: shop.name },
        { label: msg`Company name`, value: shop.companyName },
        { label: msg`Email`, value: shop.email },
        { label: msg`Phone`, value: shop.phone },
      ],
    },
  ],
  form: {
    empty: EMPTY_SHOP_FORM,
    fromItem: shopFormOf,
    check: checkShop,
    toBody: shopInputOf,
    Fields: ShopFields,
    limits: SHOP_LIMITS,
    frame: 'card',
    width: 'max-w-xl',
  },
});
