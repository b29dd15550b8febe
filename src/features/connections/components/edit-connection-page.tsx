// Editing a connection: the same schema form, filled from the row as this device has it (queued
// changes included). A create the server refused opens here too, to be fixed and sent again.
import { useNavigate, useParams } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, SearchX } from 'lucide-react';
import type { ConnectionInput } from '../../../contract';
import { Page } from '../../../components/layout/page';
import { rejectionText } from '../../../components/sync/rejection-text';
import { useUser } from '../../../session/session-store';
import { resubmitConnection } from '../data/resubmit-connection';
import { updateConnection } from '../data/update-connection';
import { useConnectFields } from '../data/use-connect-fields';
import { useConnection } from '../data/use-connection';
import { useProviderConnections } from '../data/use-connections';
import { useProvider } from '../data/use-provider';
import { draftOf } from '../lib/connection-form';
import { secretCodesOf } from '../lib/connection-secrets';
import { ConnectionEditor } from './connection-editor';
import { BackToConnections, FormGate } from './form-gate';
import { showNotStored, showSaved } from '../../../components/resource/saved-notice';
import { LoadingCard, MessageCard } from './screen-states';

export function EditConnectionPage() {
  const { t, i18n } = useLingui();
  const { providerKey, id } = useParams({ from: '/_app/providers/$providerKey/connections/$id/edit' });
  const navigate = useNavigate();
  const user = useUser();
  const lookup = useConnection(id);
  const info = useProvider(providerKey);
  const fields = useConnectFields(providerKey);
  const others = useProviderConnections(providerKey)?.filter((c) => c.id !== id);

  const saved = lookup.state === 'found' ? lookup.row : lookup.state === 'refused' ? lookup.fields : undefined;
  const name = saved?.name;
  const title = name ? t`Edit connection: ${name}` : t`Edit connection`;
  const reason = lookup.state === 'refused' ? rejectionText(lookup.entry, i18n) : '';

  async function save(input: ConnectionInput, shown: Pick<ConnectionInput, 'connectParams'>) {
    try {
      if (lookup.state === 'found') await updateConnection(lookup.row, input, shown);
      else if (lookup.state === 'refused') await resubmitConnection(lookup.entry, input, shown, secretCodesOf(fields ?? []), user.companyId);
    } catch {
      return showNotStored(t`Could not store the change on this device`);
    }
    showSaved(t`Connection saved`, t`Saved; will be sent when online`);
    await navigate({ to: '/providers/$providerKey/connections/list', params: { providerKey } });
  }

  if (lookup.state === 'loading') return <Page title={title}><LoadingCard /></Page>;
  if (lookup.state === 'missing' || !saved) {
    return (
      <Page title={title}>
        <MessageCard icon={<SearchX className="size-8" />} title={t`Connection not found`} action={<BackToConnections providerKey={providerKey} />}>
          <Trans>It may have been removed, here or on another device.</Trans>
        </MessageCard>
      </Page>
    );
  }
  return (
    <Page title={title}>
      {lookup.state === 'refused' && (
        <p role="alert" className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            <Trans>The server refused this connection: {reason}. Fix it and save to send it again.</Trans>
          </span>
        </p>
      )}
      <FormGate providerKey={providerKey} info={info} fields={fields} ready={others !== undefined}>
        {(schema) => (
          <ConnectionEditor
            key={id} providerKey={providerKey} fields={schema}
            initial={draftOf({ name: '', inn: '', insuranceRate: 0, cashServiceRate: 0, assessedCostPercent: 100, ...saved }, schema, i18n.locale)}
            takenNames={(others ?? []).map((c) => c.name)} onSave={save} cancel={<BackToConnections providerKey={providerKey} />}
          />
        )}
      </FormGate>
    </Page>
  );
}
