// What a tab that needs the server says while it cannot show its content.
import { Trans } from '@lingui/react/macro';
import type { Remote } from '../../data/use-order-history';

export function RemoteState({ remote }: { remote: Remote<unknown> }) {
  if (remote.state === 'loading') return <p className="animate-pulse text-sm text-slate-500"><Trans>Loading…</Trans></p>;
  if (remote.state === 'offline') return <p className="text-sm text-slate-600"><Trans>Shown when the device is online and the server has the order.</Trans></p>;
  if (remote.state === 'failed') return <p className="text-sm text-red-700"><Trans>Could not load. Try again later.</Trans></p>;
  return null;
}
