// Yandex Market on the resource kit: its settings (one kind of the shared 'modules' collection) and, under
// each, its integrations (docs/decisions/modules.md).
import { msg } from '@lingui/core/macro';
import { linkOptions } from '@tanstack/react-router';
import { ShoppingCart } from 'lucide-react';
import { defineModuleSettings } from '../lib/settings-kit';
import { NEW_INTEGRATION } from '../components/integration-page';
import { defineIntegration } from '../lib/integration-kit';
import {
  checkYamarketIntegration, EMPTY_YAMARKET_INTEGRATION, YAMARKET_INTEGRATION_LIMITS, yamarketIntegrationBodyOf,
  yamarketIntegrationFormOf, type YamarketIntegrationForm,
} from './integration-form';
import { YamarketIntegrationFields } from './integration-fields';
import {
  checkYamarketSettings, EMPTY_YAMARKET_SETTINGS, YAMARKET_SETTINGS_LIMITS, yamarketSettingsBodyOf, yamarketSettingsFormOf,
  type YamarketSettingsForm,
} from './settings-form';
import { YamarketSettingsFields } from './settings-fields';

export const yamarketSettingsResource = defineModuleSettings<YamarketSettingsForm>({
  kind: 'yamarket',
  secrets: ['token', 'authToken'],
  icon: ShoppingCart,
  names: {
    many: msg`Yandex Market settings`,
    search: msg`Search settings`,
    name: msg`Name`,
    newTitle: msg`New Yandex Market settings`,
    editTitle: msg`Edit Yandex Market settings`,
    detailsTitle: msg`Yandex Market settings`,
    loadingFromServer: msg`Loading settings from the server…`,
    notLoaded: msg`Settings have not been loaded on this device yet. They will appear when you are online.`,
    emptyTitle: msg`Yandex Market is not connected`,
    emptyText: msg`Connect your Yandex Market campaign: its orders come in here, and your pickup points can be offered to its buyers.`,
    createFirst: msg`Connect Yandex Market`,
    missing: msg`These settings are not on this device: they may have been deleted, or the link is wrong.`,
    backToList: msg`Back to Yandex Market settings`,
    saved: msg`Settings saved`,
    deleted: msg`Settings deleted`,
    deleteTitle: (name) => msg`Delete the settings of ${name}?`,
    deleteText: msg`Their integrations are deleted too and orders stop coming in. Orders already here stay.`,
  },
  routes: {
    list: (search = {}) => linkOptions({ to: '/marketplaces/yamarket/list', search }),
    create: linkOptions({ to: '/marketplaces/yamarket/create' }),
    edit: (settingsId) => linkOptions({ to: '/marketplaces/yamarket/$settingsId/edit', params: { settingsId } }),
  },
  list: {
    columns: [
      { key: 'campaignId', header: msg`Campaign ID`, cell: (row) => (row.kind === 'yamarket' ? row.campaignId : ''), show: 'hidden sm:table-cell' },
    ],
    searchIn: (row) => (row.kind === 'yamarket' ? [row.name, String(row.campaignId)] : []),
  },
  form: {
    empty: EMPTY_YAMARKET_SETTINGS,
    fromItem: (row) => yamarketSettingsFormOf(row.kind === 'yamarket' ? row : {}),
    check: checkYamarketSettings,
    toBody: yamarketSettingsBodyOf,
    Fields: YamarketSettingsFields,
    limits: YAMARKET_SETTINGS_LIMITS,
    frame: 'groups',
    width: 'max-w-3xl',
  },
});

export const yamarketIntegrationResource = (settingsId: string) =>
  defineIntegration<YamarketIntegrationForm>({
    kind: 'yamarket',
    settingsId,
    icon: ShoppingCart,
    routes: {
      list: () => linkOptions({ to: '/marketplaces/yamarket/$settingsId/edit', params: { settingsId } }),
      create: linkOptions({ to: '/marketplaces/yamarket/$settingsId/integrations/$integrationId/edit', params: { settingsId, integrationId: NEW_INTEGRATION } }),
      edit: (integrationId) => linkOptions({ to: '/marketplaces/yamarket/$settingsId/integrations/$integrationId/edit', params: { settingsId, integrationId } }),
    },
    form: {
      empty: EMPTY_YAMARKET_INTEGRATION,
      fromItem: (row) => yamarketIntegrationFormOf(row.kind === 'yamarket' ? row : {}),
      check: checkYamarketIntegration,
      toBody: yamarketIntegrationBodyOf,
      Fields: YamarketIntegrationFields,
      limits: YAMARKET_INTEGRATION_LIMITS,
      frame: 'groups',
      width: 'max-w-3xl',
    },
  });
