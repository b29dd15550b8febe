import { useLingui } from '@lingui/react/macro';
import { Wifi, WifiOff } from 'lucide-react';
import { useIsOnline } from '../../lib/hooks/use-is-online';

export function OnlineIndicator() {
  const { t } = useLingui();
  const online = useIsOnline();
  return (
    <span
      role="status"
      data-online={online}
      className="flex items-center gap-1 rounded-full px-2 py-0.5 text-xs data-[online=false]:bg-amber-100 data-[online=false]:text-amber-800 data-[online=true]:text-emerald-700"
    >
      {online ? <Wifi className="size-3.5" aria-hidden /> : <WifiOff className="size-3.5" aria-hidden />}
      {online ? t`Online` : t`Offline`}
    </span>
  );
}
