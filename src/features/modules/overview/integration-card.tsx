// One integration on an overview: what it does, whether the company has it connected, how many orders it
// brought in (said as earlier ones when it is no longer connected), and the way to its list (or to connect it).
import type { ReactNode } from 'react';
import { Link, type LinkOptions } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { IntegrationFigures } from '../data/use-integration-figures';

type IntegrationCardProps = {
  title: string;
  icon: LucideIcon;
  description: ReactNode;
  figures: IntegrationFigures | undefined;
  list: LinkOptions;
  create: LinkOptions;
};

export function IntegrationCard({ title, icon: Icon, description, figures, list, create }: IntegrationCardProps) {
  const { t, i18n } = useLingui();
  const connected = (figures?.accounts ?? 0) > 0;
  const orders = (figures?.orders ?? 0).toLocaleString(i18n.locale);
  const headingId = `integration-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card className="flex flex-col gap-3" aria-labelledby={headingId} role="region">
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">{title}</h2>
          <p className="text-sm text-slate-600">{description}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-500">{t`Status`}</dt>
          <dd className={connected ? 'font-medium text-emerald-700' : 'text-slate-700'}>
            {figures === undefined ? '…' : connected ? t`Connected: ${figures.accounts}, bringing orders: ${figures.enabled}` : t`Not connected`}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t`Orders brought in`}</dt>
          <dd className="font-medium text-slate-900" data-testid="orders-brought-in">{figures === undefined ? '…' : orders}</dd>
          {/* Orders stay when their connection is deleted: say where they came from rather than beside "Not connected" alone. */}
          {figures !== undefined && !connected && figures.orders > 0 && <dd className="text-xs text-slate-500">{t`before it was disconnected`}</dd>}
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        {connected ? (
          <Button asChild size="sm"><Link {...list}><Trans>Open</Trans></Link></Button>
        ) : (
          <Button asChild size="sm"><Link {...create}><Trans>Connect</Trans></Link></Button>
        )}
        {connected && <Button asChild size="sm" variant="secondary"><Link {...create}><Trans>Connect another</Trans></Link></Button>}
      </div>
    </Card>
  );
}
