// The create and edit pages of a resource. Saving is local (the outbox), so it never waits for the
// network: the list shows the item at once, as pending until the server has it.
import type { ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../layout/page';
import type { ResourceCollection, ResourceDefinition } from './define-resource';
import { firstId } from './first-id';
import { LoadingState } from './list-states';
import { MissingResource } from './missing-resource';
import { createItem, updateItem } from './resource-commands';
import { ResourceForm } from './resource-form';
import { showSaved } from './saved-notice';
import { useResourceRow } from './use-resource';

type Props<C extends ResourceCollection, Form extends object> = { definition: ResourceDefinition<C, Form> };

/** The toast and the way back to the list after a save. */
function useAfterSave<C extends ResourceCollection, Form extends object>({ names, routes }: ResourceDefinition<C, Form>) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  return async () => {
    showSaved(i18n._(names.saved), t`Saved on this device; will be sent when online`);
    await navigate(routes.list());
  };
}

export function ResourceCreatePage<C extends ResourceCollection, Form extends object>({ definition }: Props<C, Form>) {
  const { i18n } = useLingui();
  const afterSave = useAfterSave(definition);
  const save = async (form: Form) => {
    await createItem(definition, form);
    await afterSave();
  };
  return (
    <Page title={i18n._(definition.names.newTitle)}>
      <ResourceForm definition={definition} initial={definition.form.empty} onSave={save} />
    </Page>
  );
}

/** `ids`: the edit route's param, named for a comma list; a list opens its first id. `children`: what the page
 *  shows under the form (an account's integrations). */
export function ResourceEditPage<C extends ResourceCollection, Form extends object>({ definition, ids, children }: Props<C, Form> & { ids: string; children?: ReactNode }) {
  const { i18n } = useLingui();
  const afterSave = useAfterSave(definition);
  const id = firstId(ids);
  const item = useResourceRow(definition, id);
  const { names, routes } = definition;
  const title = i18n._(names.editTitle);

  if (item === undefined) return <Page title={title}><LoadingState /></Page>;
  if (item === null) return <MissingResource definition={definition} title={title} />;

  const save = async (form: Form) => {
    await updateItem(definition, item, form);
    await afterSave();
  };
  const detailsLink = routes.details && (
    <Link {...routes.details(id)} className="text-sm text-primary hover:underline">
      {i18n._(names.detailsTitle)}
    </Link>
  );

  return (
    <Page title={title} actions={detailsLink}>
      {/* Keyed by id: a sync that updates the row meanwhile must not wipe what the user typed. */}
      <ResourceForm key={item.id} definition={definition} initial={definition.form.fromItem(item)} onSave={save} />
      {children}
    </Page>
  );
}
