// What the create and edit screens need before the form can show: the provider known and open for
// connections, and its connection form (connect schema) stored on this device.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { CloudOff, Truck } from 'lucide-react';
import type { SchemaField } from '../../../contract';
import { Button } from '../../../components/ui/button';
import { LOAD_ERRORS } from '../../../session/load-errors';
import type { ProviderInfo } from '../data/use-provider';
import { LoadingCard, MessageCard } from './screen-states';

type FormGateProps = {
  providerKey: string;
  info: ProviderInfo | undefined;
  fields: SchemaField[] | null | undefined;
  ready: boolean;
  children: (fields: SchemaField[], providerName: string) => ReactNode;
};

export function BackToConnections({ providerKey }: { providerKey: string }) {
  return (
    <Button asChild variant="secondary">
      <Link to="/providers/$providerKey/connections/list" params={{ providerKey }}><Trans>Back to connections</Trans></Link>
    </Button>
  );
}

export function FormGate({ providerKey, info, fields, ready, children }: FormGateProps) {
  const { t, i18n } = useLingui();
  if (!info || fields === undefined || !ready) return <LoadingCard />;
  if (!info.provider) {
    return (
      <MessageCard icon={<Truck className="size-8" />} title={t`Unknown delivery service`} action={<BackToConnections providerKey={providerKey} />}>
        <Trans>There is no delivery service “{providerKey}”.</Trans>
      </MessageCard>
    );
  }
  if (!info.available) {
    return (
      <MessageCard icon={<Truck className="size-8" />} action={<BackToConnections providerKey={providerKey} />}>
        <Trans>This delivery service is switched off: it takes no new connections or changes. Existing connections can be removed.</Trans>
      </MessageCard>
    );
  }
  if (fields === null) {
    return (
      <MessageCard icon={<CloudOff className="size-8" />} action={<BackToConnections providerKey={providerKey} />}>
        {i18n._(LOAD_ERRORS.schema)}
      </MessageCard>
    );
  }
  return children(fields, info.provider.name);
}
