// Said where an action needs the server: payments and purchases are not queued offline (the money must be
// seen to move), unlike the resources' changes.
import { WifiOff } from 'lucide-react';

export function OnlineOnlyNote({ text }: { text: string }) {
  return (
    <p role="status" className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      {text}
    </p>
  );
}
