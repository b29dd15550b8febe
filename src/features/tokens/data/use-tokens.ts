// The company's tokens from the server, asked when the page opens online and after each change.
import { useCallback, useEffect, useState } from 'react';
import type { ApiToken } from '../../../contract';
import { useIsOnline } from '../../../lib/hooks/use-is-online';
import { listTokens } from './token-requests';

export type TokensState = { tokens: ApiToken[] | undefined; failed: boolean; reload: () => void };

export function useTokens(): TokensState {
  const online = useIsOnline();
  const [tokens, setTokens] = useState<ApiToken[]>();
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!online) return;
    let live = true;
    listTokens()
      .then((list) => live && (setTokens(list), setFailed(false)))
      .catch(() => live && setFailed(true));
    return () => void (live = false);
  }, [online, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { tokens, failed, reload };
}
