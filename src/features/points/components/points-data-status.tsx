// How current the points on this device are: "Data as of …" once a pull has reached the end, the
// progress panel while the first (or a resumed) pull runs. Offline with a complete store, only the date.
import { useLingui } from '@lingui/react/macro';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { usePointsPull } from '../data/use-points-pull';
import { PullProgressPanel } from './pull-progress-panel';

export function PointsDataStatus() {
  const { t, i18n } = useLingui();
  const online = useIsOnline();
  const pull = usePointsPull();
  if (!pull) return null;
  const { state, pulling } = pull;
  if (state?.complete) {
    const when = i18n.date(state.syncedAt, { dateStyle: 'medium', timeStyle: 'short' });
    return <p data-testid="points-data-as-of" className="-mt-2 text-sm text-slate-600">{t`Data as of ${when}`}</p>;
  }
  // Nothing pulled and no connection: the list says what to do; an empty panel would only repeat it.
  if (!state && !online) return null;
  return <PullProgressPanel state={state} pulling={pulling} online={online} />;
}
