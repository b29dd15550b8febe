// An order form opened from a refused change that is no longer on this device (discarded, or sent again
// from another tab): nothing to fix here, the inbox says what is left.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../../../components/layout/page';
import { Card } from '../../../components/ui/card';

export function RefusedChangeGone() {
  const { t } = useLingui();
  return (
    <Page title={t`Refused changes`}>
      <Card className="flex flex-col items-center gap-2 py-10 text-center text-slate-600">
        <p><Trans>This refused change is no longer on this device: it was sent again or discarded.</Trans></p>
        <Link to="/changes" className="text-primary hover:underline"><Trans>Back to refused changes</Trans></Link>
      </Card>
    </Page>
  );
}
