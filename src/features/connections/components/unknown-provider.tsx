// A provider key this device does not know (a typed or stale link): say so and lead back to the list.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Truck } from 'lucide-react';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { MessageCard } from './screen-states';

export function UnknownProvider({ providerKey }: { providerKey: string }) {
  const { t } = useLingui();
  return (
    <Page title={t`Connections`}>
      <MessageCard
        icon={<Truck className="size-8" />}
        title={t`Unknown delivery service`}
        action={<Button asChild variant="secondary"><Link to="/providers"><Trans>All delivery services</Trans></Link></Button>}
      >
        <Trans>There is no delivery service “{providerKey}”.</Trans>
      </MessageCard>
    </Page>
  );
}
