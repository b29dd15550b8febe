// The company's tokens from the server, asked when the page opens online, after each change, and again every
// REFRESH_MS while the page is in view (and when it comes back into view), so a token's first or latest use
// shows within a minute without a reload: the server notes a use at most once a minute
// (docs/decisions/api-tokens.md). A refresh that fails keeps the list shown.
import { useCallback, useEffect, useState } from 'react';
import type { ApiToken } from '../../../contract';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { listTokens } from './token-requests';

export const REFRESH_MS = 20_000;

export type TokensState = { tokens: ApiToken[] | undefined; failed: boolean; reload: () => void };

export function useTokens(): TokensState {
  const online = useIsOnline();
  const [tokens, setTokens] = useState<ApiToken[]>();
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    if (!online) return;
    let live = true;
    listTokens()
      .then((list) => live && (setTokens(list), setFailed(false)))
      .catch(() => live && setFailed(true));
    return () => void (live = false);
  }, [online, round]);

  useEffect(() => {
    if (!online) return;
    const inView = () => document.visibilityState === 'visible';
    const timer = window.setInterval(() => inView() && reload(), REFRESH_MS);
    const back = () => inView() && reload();
    document.addEventListener('visibilitychange', back);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', back);
    };
  }, [online, reload]);

  return { tokens, failed: failed && tokens === undefined, reload };
}
