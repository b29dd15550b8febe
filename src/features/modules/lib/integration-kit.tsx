// What integrations of every kind share: their texts, and where their changes go. An integration's changes
// wait for its account's earlier ones (its create first: docs/sync.md "Order").
import { msg } from '@lingui/core/macro';
import type { LucideIcon } from 'lucide-react';
import { INTEGRATION_CHANGES } from '../../../contract/changes';
import type { IntegrationKind } from '../../../contract/modules';
import { defineResource, type ResourceDefinition, type ResourceNames, type ResourceRoutes } from '../../../components/resource/define-resource';
import { laneOf } from '../../../db/outbox-entry';
import type { Resource } from '../../../sync/resource-changes';
import { EnabledChip } from '../components/enabled-chip';

export const integrationChanges = (kind: IntegrationKind, settingsId: string): Resource<'integrations'> => ({
  collection: 'integrations',
  changes: INTEGRATION_CHANGES[kind],
  params: { settingsId },
  after: laneOf('modules', settingsId),
});

export const INTEGRATION_NAMES: ResourceNames = {
  many: msg`Integrations`,
  search: msg`Search integrations`,
  name: msg`Integration`,
  newTitle: msg`New integration`,
  editTitle: msg`Edit integration`,
  detailsTitle: msg`Integration`,
  loadingFromServer: msg`Loading integrations from the server…`,
  notLoaded: msg`Integrations have not been loaded on this device yet. They will appear when you are online.`,
  emptyTitle: msg`No integrations yet`,
  emptyText: msg`An integration says how this account's orders become parcels.`,
  createFirst: msg`Add an integration`,
  missing: msg`This integration is not on this device: it may have been deleted, or the link is wrong.`,
  backToList: msg`Back to the settings`,
  saved: msg`Integration saved`,
  deleted: msg`Integration deleted`,
  deleteTitle: (name) => msg`Delete integration ${name}?`,
  deleteText: msg`Orders stop coming in through it. Orders already here stay.`,
};

type IntegrationParts<Form extends object> = {
  kind: IntegrationKind;
  settingsId: string;
  icon: LucideIcon;
  /** Its list is the account's edit page; `new` as the id makes one. */
  routes: ResourceRoutes;
  form: Omit<ResourceDefinition<'integrations', Form>['form'], 'shown'>;
};

/** The integrations of one account on the resource kit: what every kind's have in common, with the kind's form. */
export const defineIntegration = <Form extends object>({ kind, settingsId, icon, routes, form }: IntegrationParts<Form>) =>
  defineResource<'integrations', Form>({
    resource: integrationChanges(kind, settingsId),
    only: (row) => row.kind === kind && row.settingsId === settingsId,
    icon,
    names: INTEGRATION_NAMES,
    routes,
    list: {
      columns: [{ key: 'enabled', header: msg`Orders`, cell: (row) => <EnabledChip enabled={row.enabled !== false} /> }],
      searchIn: (row) => [row.name],
    },
    details: () => [{ items: [] }],
    form: { ...form, shown: () => ({ kind, settingsId }) },
  });
