// What a screen shows until its feature lands: its title and a plain word on what comes, never a blank page.
import { Link, useMatches } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Hammer } from 'lucide-react';
import { Card } from '../ui/card';
import { Page } from './page';

export function ComingSoon() {
  const { i18n, t } = useLingui();
  const title = useMatches({ select: (m) => m[m.length - 1]?.staticData?.title });
  return (
    <Page title={title ? i18n._(title) : t`Parcel Console`}>
      <Card className="flex flex-col items-center gap-3 py-12 text-center">
        <Hammer className="size-10 text-slate-400" aria-hidden />
        <p className="max-w-md text-slate-600">
          <Trans>This screen is being built and will arrive in one of the next versions. Everything else keeps working.</Trans>
        </p>
        <Link to="/dashboard" className="text-sm text-primary hover:underline">
          <Trans>Back to the dashboard</Trans>
        </Link>
      </Card>
    </Page>
  );
}
