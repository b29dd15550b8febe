// /modules/index: the shop platform and the CRM the company's orders can come from.
import { linkOptions } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { Store, Workflow } from 'lucide-react';
import { Page } from '../../../components/layout/page';
import { useIntegrationFigures } from '../data/use-integration-figures';
import { IntegrationCard } from './integration-card';

const KINDS = ['insales', 'retailcrm'] as const;

export function ModulesOverview() {
  const { t } = useLingui();
  const figures = useIntegrationFigures(KINDS);
  return (
    <Page title={t`Modules`}>
      <div className="grid gap-4 md:grid-cols-2">
        <IntegrationCard
          title="Insales" icon={Store} figures={figures?.insales}
          description={t`Online-shop platform: orders placed in your Insales shop come in here as parcels ready to ship.`}
          list={linkOptions({ to: '/modules/insales/list' })} create={linkOptions({ to: '/modules/insales/create' })}
        />
        <IntegrationCard
          title="RetailCRM" icon={Workflow} figures={figures?.retailcrm}
          description={t`CRM for online shops: its orders come in with your status mapping, and tracking goes back to the CRM.`}
          list={linkOptions({ to: '/modules/retailcrm/list' })} create={linkOptions({ to: '/modules/retailcrm/create' })}
        />
      </div>
    </Page>
  );
}
