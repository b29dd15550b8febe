// Package presets on the resource kit (src/components/resource/define-resource.ts): their texts, routes,
// list columns and details. What is the preset's own: its form's fields (components/package-fields.tsx), its
// rules (lib/package-form.ts) and how it fills a place (lib/preset-fill.ts, docs/decisions/packages.md).
import { msg } from '@lingui/core/macro';
import { linkOptions } from '@tanstack/react-router';
import { Box } from 'lucide-react';
import { defineResource } from '../../components/resource/define-resource';
import { RESOURCES } from '../../sync/resource-changes';
import { PackageFields } from './components/package-fields';
import { PackageSides, PackageSummary, PackageWeight } from './components/package-size';
import { checkPackage, EMPTY_PACKAGE_FORM, PACKAGE_LIMITS, packageFormOf, packageInputOf, type PackageForm } from './lib/package-form';

export const packageResource = defineResource<'packages', PackageForm>({
  resource: RESOURCES.packages,
  icon: Box,
  names: {
    many: msg`Packages`,
    search: msg`Search packages`,
    name: msg`Package name`,
    newTitle: msg`New package`,
    editTitle: msg`Edit package`,
    detailsTitle: msg`Package details`,
    loadingFromServer: msg`Loading packages from the server…`,
    notLoaded: msg`Packages have not been loaded on this device yet. They will appear when you are online.`,
    emptyTitle: msg`No packages yet`,
    emptyText: msg`Save the boxes you ship in: choosing one in an order or in the calculator fills its size and weight.`,
    createFirst: msg`Create the first package`,
    missing: msg`This package is not on this device: it may have been deleted, or the link is wrong.`,
    backToList: msg`Back to packages`,
    saved: msg`Package saved`,
    deleted: msg`Package deleted`,
    deleteTitle: (name) => msg`Delete package ${name}?`,
    deleteText: msg`The package disappears from the list now and is deleted on the server once the change is sent. Orders keep their sizes.`,
  },
  routes: {
    list: (search = {}) => linkOptions({ to: '/packages', search }),
    create: linkOptions({ to: '/packages/create' }),
    details: (id) => linkOptions({ to: '/packages/$id/details', params: { id } }),
    edit: (ids) => linkOptions({ to: '/packages/$ids/edit', params: { ids } }),
  },
  list: {
    secondLine: { cell: (preset) => <PackageSummary size={preset} />, show: 'sm:hidden' },
    columns: [
      { key: 'sides', header: msg`Length × width × height, cm`, cell: (preset) => <PackageSides size={preset} />, show: 'hidden sm:table-cell' },
      { key: 'weight', header: msg`Weight, g`, cell: (preset) => <PackageWeight size={preset} />, show: 'hidden sm:table-cell' },
    ],
    searchIn: (preset) => [preset.name],
  },
  details: (preset) => [
    {
      items: [
        { label: msg`Package name`, value: preset.name },
        { label: msg`Length × width × height, cm`, value: <PackageSides size={preset} /> },
        { label: msg`Weight, g`, value: <PackageWeight size={preset} /> },
      ],
    },
  ],
  form: {
    empty: EMPTY_PACKAGE_FORM,
    fromItem: packageFormOf,
    check: checkPackage,
    toBody: packageInputOf,
    Fields: PackageFields,
    limits: PACKAGE_LIMITS,
    frame: 'card',
    width: 'max-w-xl',
  },
});
