// The public pages' forms talk only to the server: offline each says so above its button, and the button is
// off and names the note as its reason (docs/decisions/offline-and-pwa.md "Pages that need the network").
import { useId, type ReactNode } from 'react';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { OnlineOnlyNote } from '../../../components/ui/online-only-note';

type NetworkNeeded = {
  online: boolean;
  /** The note to show above the button; null online. */
  note: ReactNode;
  /** For the button's aria-describedby while it is off. */
  describedBy: string | undefined;
};

export function useNetworkNeeded(text: string): NetworkNeeded {
  const online = useIsOnline();
  const id = useId();
  return { online, note: online ? null : <OnlineOnlyNote id={id} text={text} />, describedBy: online ? undefined : id };
}
