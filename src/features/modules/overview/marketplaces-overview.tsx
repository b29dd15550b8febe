// /marketplaces/index: the marketplaces whose orders the company ships through its delivery services.
import { linkOptions } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ShoppingBasket, ShoppingCart } from 'lucide-react';
import { Page } from '../../../components/layout/page';
import { useIntegrationFigures } from '../data/use-integration-figures';
import { IntegrationCard } from './integration-card';

const KINDS = ['yamarket', 'wildberries'] as const;

export function MarketplacesOverview() {
  const { t } = useLingui();
  const figures = useIntegrationFigures(KINDS);
  return (
    <Page title={t`Marketplaces`}>
      <div className="grid gap-4 md:grid-cols-2">
        <IntegrationCard
          title={t`Yandex Market`} icon={ShoppingCart} figures={figures?.yamarket}
          description={t`Orders from your Yandex Market campaign come in here, and your delivery services' pickup points can be offered to its buyers.`}
          list={linkOptions({ to: '/marketplaces/yamarket/list' })} create={linkOptions({ to: '/marketplaces/yamarket/create' })}
        />
        <IntegrationCard
          title="Wildberries" icon={ShoppingBasket} figures={figures?.wildberries}
          description={t`FBS orders from your Wildberries seller account come in here, ready to ship with your delivery services.`}
          list={linkOptions({ to: '/marketplaces/wildberries/list' })} create={linkOptions({ to: '/marketplaces/wildberries/create' })}
        />
      </div>
    </Page>
  );
}
