// New connection to a delivery service: the form follows the provider's connect schema; saving puts
// the connection on this device at once (pending) and the outbox creates it on the server when online.
import { useNavigate, useParams } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import type { ConnectionInput } from '../../../contract';
import { Page } from '../../../components/layout/page';
import { useUser } from '../../../session/session-store';
import { createConnection } from '../data/create-connection';
import { useConnectFields } from '../data/use-connect-fields';
import { useProviderConnections } from '../data/use-connections';
import { useProvider } from '../data/use-provider';
import { newDraft } from '../lib/connection-form';
import { ConnectionEditor } from './connection-editor';
import { BackToConnections, FormGate } from './form-gate';
import { showNotStored, showSaved } from '../../../components/resource/saved-notice';

export function CreateConnectionPage() {
  const { t } = useLingui();
  const { providerKey } = useParams({ from: '/_app/providers/$providerKey/connections/create' });
  const navigate = useNavigate();
  const user = useUser();
  const info = useProvider(providerKey);
  const fields = useConnectFields(providerKey);
  const connections = useProviderConnections(providerKey);
  const name = info?.provider?.name ?? providerKey;

  async function save(input: ConnectionInput, shown: Pick<ConnectionInput, 'connectParams'>) {
    try {
      await createConnection(input, shown, user.companyId);
    } catch {
      return showNotStored(t`Could not store the change on this device`);
    }
    showSaved(t`Connection saved`, t`Saved; will be sent when online`);
    await navigate({ to: '/providers/$providerKey/connections/list', params: { providerKey } });
  }

  return (
    <Page title={t`New connection: ${name}`}>
      <FormGate providerKey={providerKey} info={info} fields={fields} ready={connections !== undefined}>
        {(schema) => (
          <ConnectionEditor
            providerKey={providerKey} fields={schema} initial={newDraft(schema)}
            takenNames={(connections ?? []).map((c) => c.name)} onSave={save} cancel={<BackToConnections providerKey={providerKey} />}
          />
        )}
      </FormGate>
    </Page>
  );
}
