import { useLingui } from '@lingui/react/macro';
import { Wifi, WifiOff } from 'lucide-react';
import { useIsOnline } from '../../lib/hooks/use-is-online';

/** `onlyOffline`: the phone's navbar has no room to say the usual; the status stays for screen readers. */
export function OnlineIndicator({ onlyOffline = false }: { onlyOffline?: boolean }) {
  const { t } = useLingui();
  const online = useIsOnline();
  return (
    <span
      role="status"
      data-online={online}
      className={`${onlyOffline ? 'data-[online=true]:sr-only ' : ''}flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs data-[online=false]:bg-amber-100 data-[online=false]:text-amber-800 data-[online=true]:text-emerald-700`}
    >
      {online ? <Wifi className="size-3.5" aria-hidden /> : <WifiOff className="size-3.5" aria-hidden />}
      {online ? t`Online` : t`Offline`}
    </span>
  );
}
