// Wildberries on the resource kit: its settings (one kind of the shared 'modules' collection) and, under
// each, its integrations (docs/decisions/modules.md).
import { msg } from '@lingui/core/macro';
import { linkOptions } from '@tanstack/react-router';
import { ShoppingBasket } from 'lucide-react';
import { defineModuleSettings } from '../lib/settings-kit';
import { NEW_INTEGRATION } from '../components/integration-page';
import { defineIntegration } from '../lib/integration-kit';
import {
  checkWildberriesIntegration, EMPTY_WILDBERRIES_INTEGRATION, WILDBERRIES_INTEGRATION_LIMITS, wildberriesIntegrationBodyOf,
  wildberriesIntegrationFormOf, type WildberriesIntegrationForm,
} from './integration-form';
import { WildberriesIntegrationFields } from './integration-fields';
import {
  checkWildberriesSettings, EMPTY_WILDBERRIES_SETTINGS, WILDBERRIES_SETTINGS_LIMITS, wildberriesSettingsBodyOf, wildberriesSettingsFormOf,
  type WildberriesSettingsForm,
} from './settings-form';
import { WildberriesSettingsFields } from './settings-fields';

export const wildberriesSettingsResource = defineModuleSettings<WildberriesSettingsForm>({
  kind: 'wildberries',
  secrets: ['apiToken'],
  icon: ShoppingBasket,
  names: {
    many: msg`Wildberries settings`,
    search: msg`Search settings`,
    name: msg`Name`,
    newTitle: msg`New Wildberries settings`,
    editTitle: msg`Edit Wildberries settings`,
    detailsTitle: msg`Wildberries settings`,
    loadingFromServer: msg`Loading settings from the server…`,
    notLoaded: msg`Settings have not been loaded on this device yet. They will appear when you are online.`,
    emptyTitle: msg`Wildberries is not connected`,
    emptyText: msg`Connect your Wildberries seller account: its FBS orders come in here, ready to ship.`,
    createFirst: msg`Connect Wildberries`,
    missing: msg`These settings are not on this device: they may have been deleted, or the link is wrong.`,
    backToList: msg`Back to Wildberries settings`,
    saved: msg`Settings saved`,
    deleted: msg`Settings deleted`,
    deleteTitle: (name) => msg`Delete the settings of ${name}?`,
    deleteText: msg`Their integrations are deleted too and orders stop coming in. Orders already here stay.`,
  },
  routes: {
    list: (search = {}) => linkOptions({ to: '/marketplaces/wildberries/list', search }),
    create: linkOptions({ to: '/marketplaces/wildberries/create' }),
    edit: (settingsId) => linkOptions({ to: '/marketplaces/wildberries/$settingsId/edit', params: { settingsId } }),
  },
  list: {
    columns: [
      { key: 'supplierId', header: msg`Supplier ID`, cell: (row) => (row.kind === 'wildberries' ? row.supplierId : ''), show: 'hidden sm:table-cell' },
    ],
    searchIn: (row) => (row.kind === 'wildberries' ? [row.name, String(row.supplierId)] : []),
  },
  form: {
    empty: EMPTY_WILDBERRIES_SETTINGS,
    fromItem: (row) => wildberriesSettingsFormOf(row.kind === 'wildberries' ? row : {}),
    check: checkWildberriesSettings,
    toBody: wildberriesSettingsBodyOf,
    Fields: WildberriesSettingsFields,
    limits: WILDBERRIES_SETTINGS_LIMITS,
    frame: 'groups',
    width: 'max-w-3xl',
  },
});

export const wildberriesIntegrationResource = (settingsId: string) =>
  defineIntegration<WildberriesIntegrationForm>({
    kind: 'wildberries',
    settingsId,
    icon: ShoppingBasket,
    routes: {
      list: () => linkOptions({ to: '/marketplaces/wildberries/$settingsId/edit', params: { settingsId } }),
      create: linkOptions({ to: '/marketplaces/wildberries/$settingsId/integrations/$integrationId/edit', params: { settingsId, integrationId: NEW_INTEGRATION } }),
      edit: (integrationId) => linkOptions({ to: '/marketplaces/wildberries/$settingsId/integrations/$integrationId/edit', params: { settingsId, integrationId } }),
    },
    form: {
      empty: EMPTY_WILDBERRIES_INTEGRATION,
      fromItem: (row) => wildberriesIntegrationFormOf(row.kind === 'wildberries' ? row : {}),
      check: checkWildberriesIntegration,
      toBody: wildberriesIntegrationBodyOf,
      Fields: WildberriesIntegrationFields,
      limits: WILDBERRIES_INTEGRATION_LIMITS,
      // Its few fields bring no cards of their own (unlike the settings' sections): the form sits in one.
      frame: 'card',
      width: 'max-w-3xl',
    },
  });
