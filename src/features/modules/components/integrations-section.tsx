// An account's integrations, under its settings form: listed as stored on this device with queued changes as
// pending, each editable and deletable (with a confirmation), and a way to add one, offline too.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import type { ResourceDefinition } from '../../../components/resource/define-resource';
import { ResourceTable } from '../../../components/resource/resource-table';
import { useResourceRows } from '../../../components/resource/use-resource';
import { RejectedChanges } from '../../../components/sync/rejected-changes';
import { Button } from '../../../components/ui/button';

export function IntegrationsSection<Form extends object>({ definition }: { definition: ResourceDefinition<'integrations', Form> }) {
  const { t } = useLingui();
  const items = useResourceRows(definition);
  return (
    <section aria-labelledby="integrations-heading" className="flex max-w-3xl flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="integrations-heading" className="text-lg font-semibold text-slate-900">{t`Integrations`}</h2>
        <Button asChild size="sm">
          <Link {...definition.routes.create}>
            <Plus className="size-4" aria-hidden /> <Trans>Add an integration</Trans>
          </Link>
        </Button>
      </div>
      <RejectedChanges collection="integrations" />
      {items === undefined ? null : items.length ? (
        <ResourceTable definition={definition} items={items} />
      ) : (
        <p className="text-sm text-slate-600">{t`No integrations yet. An integration says how this account's orders become parcels.`}</p>
      )}
    </section>
  );
}
