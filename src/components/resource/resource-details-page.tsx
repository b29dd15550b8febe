// One item (its details route): every field in the definition's cards, its sync state, edit and delete
// (delete asks first).
import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { Page } from '../layout/page';
import { ChangeBadge } from '../sync/change-badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { titleOf, type DetailsSection, type ResourceCollection, type ResourceDefinition } from './define-resource';
import { DeleteResourceDialog } from './delete-resource-dialog';
import { DetailsList } from './details-list';
import { LoadingState } from './list-states';
import { BackToList, MissingResource } from './missing-resource';
import { useResourceRow } from './use-resource';

const ID_LABEL = msg`ID`;

function DetailsCard({ section }: { section: DetailsSection }) {
  const { i18n } = useLingui();
  const items = section.items.map(({ label, value }) => ({ label: i18n._(label), value }));
  if (!section.heading) return <Card><DetailsList items={items} /></Card>;
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-base font-semibold">{i18n._(section.heading)}</h2>
      <DetailsList items={items} />
    </Card>
  );
}

type ResourceDetailsPageProps<C extends ResourceCollection, Form extends object> = { definition: ResourceDefinition<C, Form>; id: string };

export function ResourceDetailsPage<C extends ResourceCollection, Form extends object>({ definition, id }: ResourceDetailsPageProps<C, Form>) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const item = useResourceRow(definition, id);
  const [asking, setAsking] = useState(false);
  const { names, routes } = definition;
  const title = i18n._(names.detailsTitle);

  if (item === undefined) return <Page title={title}><LoadingState /></Page>;
  if (item === null) return <MissingResource definition={definition} title={title} />;

  const actions = (
    <div className="flex flex-wrap items-center gap-2">
      <ChangeBadge row={item} />
      <Button asChild variant="secondary">
        <Link {...routes.edit(item.id)}>
          <Pencil className="size-4" aria-hidden />
          <Trans>Edit</Trans>
        </Link>
      </Button>
      <Button variant="danger" onClick={() => setAsking(true)}>
        <Trash2 className="size-4" aria-hidden />
        <Trans>Delete</Trans>
      </Button>
    </div>
  );
  const [first, ...rest] = definition.details(item);
  const idItem = { label: ID_LABEL, value: <code className="text-xs">{item.id}</code> };
  const sections = [{ ...first, items: [...first.items, idItem] }, ...rest];

  return (
    <Page title={titleOf(definition, item) || title} actions={actions}>
      {sections.map((section, index) => <DetailsCard key={index} section={section} />)}
      <BackToList names={names} routes={routes} className="self-start" />
      <DeleteResourceDialog
        definition={definition}
        item={asking ? item : null}
        onClose={() => setAsking(false)}
        onDeleted={() => void navigate(routes.list())}
      />
    </Page>
  );
}
