// An integration's page: `new` makes one under the account, any other id edits that one. `children` go
// under the form of a saved integration (Yandex Market's point upload).
import type { ReactNode } from 'react';
import type { ResourceDefinition } from '../../../components/resource/define-resource';
import { ResourceCreatePage, ResourceEditPage } from '../../../components/resource/resource-form-page';

export const NEW_INTEGRATION = 'new';

type IntegrationPageProps<Form extends object> = {
  definition: ResourceDefinition<'integrations', Form>;
  integrationId: string;
  children?: ReactNode;
};

export function IntegrationPage<Form extends object>({ definition, integrationId, children }: IntegrationPageProps<Form>) {
  return integrationId === NEW_INTEGRATION
    ? <ResourceCreatePage definition={definition} />
    : <ResourceEditPage definition={definition} ids={integrationId}>{children}</ResourceEditPage>;
}
