// Said where an action needs the server and the browser is offline: payments and purchases (the money must be
// seen to move), signing up, logging in and passwords (docs/decisions/offline-and-pwa.md "Pages that need the
// network"). `id`: for the disabled button's aria-describedby, so it says why it is off.
import { WifiOff } from 'lucide-react';

export function OnlineOnlyNote({ text, id }: { text: string; id?: string }) {
  return (
    <p id={id} role="status" className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <WifiOff className="mt-0.5 size-4 shrink-0" aria-hidden />
      {text}
    </p>
  );
}
