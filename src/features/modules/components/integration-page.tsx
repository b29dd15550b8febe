// An integration's page: `new` makes one under the account, any other id edits that one. `children` go
// under the form of a saved integration (Yandex Market's point upload). An account this device does not have
// (deleted, or a wrong link) is said to be missing, as its own edit page says, instead of a form for it.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ResourceDefinition } from '../../../components/resource/define-resource';
import { LoadingState } from '../../../components/resource/list-states';
import { MissingResource } from '../../../components/resource/missing-resource';
import { ResourceCreatePage, ResourceEditPage } from '../../../components/resource/resource-form-page';
import { useResourceRow } from '../../../components/resource/use-resource';
import { Page } from '../../../components/layout/page';

export const NEW_INTEGRATION = 'new';

type IntegrationPageProps<Form extends object, SettingsForm extends object> = {
  definition: ResourceDefinition<'integrations', Form>;
  /** The account the integration is under, and its definition (for its texts and list). */
  settings: ResourceDefinition<'modules', SettingsForm>;
  settingsId: string;
  integrationId: string;
  children?: ReactNode;
};

export function IntegrationPage<Form extends object, SettingsForm extends object>(
  { definition, settings, settingsId, integrationId, children }: IntegrationPageProps<Form, SettingsForm>,
) {
  const { i18n } = useLingui();
  const account = useResourceRow(settings, settingsId);
  const isNew = integrationId === NEW_INTEGRATION;
  const title = i18n._(isNew ? definition.names.newTitle : definition.names.editTitle);
  if (account === undefined) return <Page title={title}><LoadingState /></Page>;
  if (account === null) return <MissingResource definition={settings} title={title} />;
  return isNew
    ? <ResourceCreatePage definition={definition} />
    : <ResourceEditPage definition={definition} ids={integrationId}>{children}</ResourceEditPage>;
}
