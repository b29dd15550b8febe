// Insales connections on the resource kit: one kind of the shared 'modules' collection
// (docs/decisions/modules.md), listed by the shop's id, with no details page (the list says it all).
import { msg } from '@lingui/core/macro';
import { linkOptions } from '@tanstack/react-router';
import { Store } from 'lucide-react';
import { defineModuleSettings } from '../lib/settings-kit';
import { EnabledChip } from '../components/enabled-chip';
import { InsalesFields } from './insales-fields';
import { checkInsales, EMPTY_INSALES_FORM, INSALES_LIMITS, insalesBodyOf, insalesFormOf, type InsalesForm } from './insales-form';

export const insalesResource = defineModuleSettings<InsalesForm>({
  kind: 'insales',
  secrets: ['tokenPassword'],
  titleOf: (fields) => `Insales ${String(fields.shopId ?? '')}`,
  icon: Store,
  names: {
    many: msg`Insales connections`,
    search: msg`Search connections`,
    name: msg`Shop`,
    newTitle: msg`New Insales connection`,
    editTitle: msg`Edit Insales connection`,
    detailsTitle: msg`Insales connection`,
    loadingFromServer: msg`Loading connections from the server…`,
    notLoaded: msg`Connections have not been loaded on this device yet. They will appear when you are online.`,
    emptyTitle: msg`No Insales shops connected`,
    emptyText: msg`Connect an Insales shop and its orders come in here, ready to ship.`,
    createFirst: msg`Connect a shop`,
    missing: msg`This connection is not on this device: it may have been deleted, or the link is wrong.`,
    backToList: msg`Back to Insales connections`,
    saved: msg`Connection saved`,
    deleted: msg`Connection deleted`,
    deleteTitle: (name) => msg`Delete connection ${name}?`,
    deleteText: msg`Orders stop coming in from this shop. Orders already here stay.`,
  },
  routes: {
    list: (search = {}) => linkOptions({ to: '/modules/insales/list', search }),
    create: linkOptions({ to: '/modules/insales/create' }),
    // The product gives Insales no edit route: its create page edits the connection it is given.
    edit: (id) => linkOptions({ to: '/modules/insales/create', search: { id } }),
  },
  list: {
    columns: [
      { key: 'tokenId', header: msg`Token ID`, cell: (row) => (row.kind === 'insales' ? row.tokenId : ''), show: 'hidden sm:table-cell', className: 'break-all' },
      { key: 'enabled', header: msg`Orders`, cell: (row) => <EnabledChip enabled={row.kind === 'insales' && row.enabled} /> },
    ],
    searchIn: (row) => (row.kind === 'insales' ? [row.shopId, row.tokenId] : []),
  },
  form: {
    empty: EMPTY_INSALES_FORM,
    fromItem: (row) => insalesFormOf(row.kind === 'insales' ? row : {}),
    check: checkInsales,
    toBody: insalesBodyOf,
    Fields: InsalesFields,
    limits: INSALES_LIMITS,
    frame: 'card',
    width: 'max-w-xl',
  },
});
