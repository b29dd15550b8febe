// What the settings of every module and marketplace share on the resource kit: their kind of the shared
// 'modules' collection and its changes (src/contract/changes), no details page, and what a queued change shows (the kind, the
// secrets masked: lib/secret-form.ts).
import { MODULE_CHANGES } from '../../../contract/changes';
import type { ModuleKind } from '../../../contract/modules';
import { defineResource, type ResourceDefinition } from '../../../components/resource/define-resource';
import { maskedSecrets } from './secret-form';

type SettingsParts<Form extends object> = Omit<ResourceDefinition<'modules', Form>, 'resource' | 'only' | 'details' | 'form'> & {
  kind: ModuleKind;
  /** The body's fields that are secrets. */
  secrets: readonly string[];
  form: Omit<ResourceDefinition<'modules', Form>['form'], 'shown'>;
};

export const defineModuleSettings = <Form extends object>({ kind, secrets, form, ...rest }: SettingsParts<Form>) =>
  defineResource<'modules', Form>({
    ...rest,
    resource: { collection: 'modules', changes: MODULE_CHANGES[kind] },
    only: (row) => row.kind === kind,
    details: () => [{ items: [] }],
    form: { ...form, shown: (body) => ({ kind, ...maskedSecrets(body, secrets) }) },
  });
