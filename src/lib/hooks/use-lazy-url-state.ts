// A view's state that lives in the URL (filters, sort) but changes on screen at once, and reaches the URL
// once the changes pause. Each URL write is a same-document navigation that the browser's own process
// handles: on the points page it took a core from the worker answering the very filter that was changed.
// The URL changing by other means (Back, a link) replaces what is on screen.
import { useEffect, useRef, useState } from 'react';

const WRITE_AFTER_MS = 300;

/** A stable text of a state: the same values in any order of keys give the same text; unset keys count
 *  as absent. */
const keyOf = (value: object) =>
  JSON.stringify(Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : 1)));

/** `write(next, now)` puts a state into the URL (resolving once it is there); `now` is true for a change the
 *  user asked to be written at once (one that belongs in the history, like a tab). Answers the state to
 *  show and its setter. */
export function useLazyUrlState<T extends object>(
  fromUrl: T,
  write: (next: T, now: boolean) => Promise<unknown>,
): [T, (next: T, now?: boolean) => void] {
  const [draft, setDraft] = useState<T | null>(null);
  const [written, setWritten] = useState<string | null>(null);
  const [seen, setSeen] = useState(() => keyOf(fromUrl));
  const writeRef = useRef(write);
  useEffect(() => {
    writeRef.current = write;
  }, [write]);

  const urlKey = keyOf(fromUrl);
  if (urlKey !== seen) {
    setSeen(urlKey);
    // Our own write landing keeps a newer draft; anything else (Back, a link) wins over it.
    const ours = urlKey === written;
    if (!ours || (draft && keyOf(draft) === urlKey)) setDraft(null);
    if (!ours) setWritten(null);
  }

  // The draft goes to the URL once it has stood still a moment; a newer draft, or none, cancels the write.
  // A link followed meanwhile has put its URL in the history already while its page still loads (this view
  // stays mounted until then): writing now would take the user back from where they went.
  useEffect(() => {
    if (!draft) return;
    const path = location.pathname;
    const timer = setTimeout(() => {
      if (location.pathname === path) void writeRef.current(draft, false);
    }, WRITE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const change = (next: T, now = false) => {
    setWritten(keyOf(next));
    setDraft(now ? null : next);
    if (!now) return;
    // The current history entry gets the changes still waiting first, so Back returns to them.
    const pending = draft;
    void Promise.resolve(pending && writeRef.current(pending, false)).then(() => writeRef.current(next, true));
  };
  return [draft ?? fromUrl, change];
}
