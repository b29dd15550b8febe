// RetailCRM on the resource kit: its settings (one kind of the shared 'modules' collection) and, under each,
// its integrations (docs/decisions/modules.md).
import { msg } from '@lingui/core/macro';
import { linkOptions } from '@tanstack/react-router';
import { Workflow } from 'lucide-react';
import { defineModuleSettings } from '../lib/settings-kit';
import { defineIntegration } from '../lib/integration-kit';
import { NEW_INTEGRATION } from '../components/integration-page';
import {
  checkRetailCrmIntegration, EMPTY_RETAILCRM_INTEGRATION, RETAILCRM_INTEGRATION_LIMITS, retailCrmIntegrationBodyOf,
  retailCrmIntegrationFormOf, type RetailCrmIntegrationForm,
} from './integration-form';
import { RetailCrmIntegrationFields } from './integration-fields';
import {
  checkRetailCrmSettings, EMPTY_RETAILCRM_SETTINGS, RETAILCRM_SETTINGS_LIMITS, retailCrmSettingsBodyOf, retailCrmSettingsFormOf,
  type RetailCrmSettingsForm,
} from './settings-form';
import { RetailCrmSettingsFields } from './settings-fields';
import { ModeName } from './mode-name';

/** An account is named by its address, without the scheme. */
const accountName = (url: unknown) => String(url ?? '').replace(/^https?:\/\//, '').replace(/\/$/, '');

export const retailCrmSettingsResource = defineModuleSettings<RetailCrmSettingsForm>({
  kind: 'retailcrm',
  secrets: ['apiKey'],
  titleOf: (fields) => accountName(fields.url),
  icon: Workflow,
  names: {
    many: msg`RetailCRM settings`,
    search: msg`Search settings`,
    name: msg`Account`,
    newTitle: msg`New RetailCRM settings`,
    editTitle: msg`Edit RetailCRM settings`,
    detailsTitle: msg`RetailCRM settings`,
    loadingFromServer: msg`Loading settings from the server…`,
    notLoaded: msg`Settings have not been loaded on this device yet. They will appear when you are online.`,
    emptyTitle: msg`RetailCRM is not connected`,
    emptyText: msg`Connect your RetailCRM account: its orders come in here and their statuses go back to the CRM.`,
    createFirst: msg`Connect RetailCRM`,
    missing: msg`These settings are not on this device: they may have been deleted, or the link is wrong.`,
    backToList: msg`Back to RetailCRM settings`,
    saved: msg`Settings saved`,
    deleted: msg`Settings deleted`,
    deleteTitle: (name) => msg`Delete the settings of ${name}?`,
    deleteText: msg`Their integrations are deleted too and orders stop coming in. Orders already here stay.`,
  },
  routes: {
    list: (search = {}) => linkOptions({ to: '/modules/retailcrm/list', search }),
    create: linkOptions({ to: '/modules/retailcrm/create' }),
    edit: (settingsId) => linkOptions({ to: '/modules/retailcrm/$settingsId/edit', params: { settingsId } }),
  },
  list: {
    columns: [
      { key: 'mode', header: msg`Mode`, cell: (row) => (row.kind === 'retailcrm' ? <ModeName mode={row.mode} /> : ''), show: 'hidden sm:table-cell' },
    ],
    searchIn: (row) => (row.kind === 'retailcrm' ? [row.url] : []),
  },
  form: {
    empty: EMPTY_RETAILCRM_SETTINGS,
    fromItem: (row) => retailCrmSettingsFormOf(row.kind === 'retailcrm' ? row : {}),
    check: checkRetailCrmSettings,
    toBody: retailCrmSettingsBodyOf,
    Fields: RetailCrmSettingsFields,
    limits: RETAILCRM_SETTINGS_LIMITS,
    frame: 'groups',
    width: 'max-w-3xl',
  },
});

/** The integrations of one RetailCRM account: their list is the account's edit page. */
export const retailCrmIntegrationResource = (settingsId: string) =>
  defineIntegration<RetailCrmIntegrationForm>({
    kind: 'retailcrm',
    settingsId,
    icon: Workflow,
    routes: {
      list: () => linkOptions({ to: '/modules/retailcrm/$settingsId/edit', params: { settingsId } }),
      create: linkOptions({ to: '/modules/retailcrm/$settingsId/integrations/$integrationId/edit', params: { settingsId, integrationId: NEW_INTEGRATION } }),
      edit: (integrationId) => linkOptions({ to: '/modules/retailcrm/$settingsId/integrations/$integrationId/edit', params: { settingsId, integrationId } }),
    },
    form: {
      empty: EMPTY_RETAILCRM_INTEGRATION,
      fromItem: (row) => retailCrmIntegrationFormOf(row.kind === 'retailcrm' ? row : {}),
      check: checkRetailCrmIntegration,
      toBody: retailCrmIntegrationBodyOf,
      Fields: RetailCrmIntegrationFields,
      limits: RETAILCRM_INTEGRATION_LIMITS,
      frame: 'card',
      width: 'max-w-2xl',
    },
  });
