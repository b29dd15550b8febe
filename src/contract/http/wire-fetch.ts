// Builds every request to the API the same way, for the page and the sync worker alike: the API host, a 60 s
// timeout, Authorization (when there is a token) and Accept-Language read at send time, JSON bodies by ofetch.
// No retries here: the page reports a failure at once and the worker's outbox has a backoff of its own
// (docs/architecture.md, "HTTP core").
import { ofetch, type $Fetch, type FetchContext } from 'ofetch';

export const HTTP_TIMEOUT_MS = 60_000;

/** Where calls go and who makes them; read at send time, so a new login or language applies to the next call. */
export type WireTarget = {
  /** Prefix of every path; '' means the page's own origin. */
  baseUrl: string;
  token: () => string | null | undefined;
  lang: () => string;
};

/** The two headers every call carries. A header the call sets itself wins (ofetch merges the rest). */
export function wireHeaders(target: Pick<WireTarget, 'token' | 'lang'>): Record<string, string> {
  const token = target.token();
  return { 'Accept-Language': target.lang(), ...(token ? { Authorization: token } : {}) };
}

const addWireHeaders = (target: WireTarget) => ({ options }: FetchContext) => {
  for (const [name, value] of Object.entries(wireHeaders(target))) {
    if (!options.headers.has(name)) options.headers.set(name, value);
  }
};

/** An ofetch for one API target; errors of HTTP status throw a FetchError unless the call asks otherwise. */
export function createWireFetch(target: WireTarget): $Fetch {
  return ofetch.create({ baseURL: target.baseUrl, timeout: HTTP_TIMEOUT_MS, retry: 0, onRequest: addWireHeaders(target) });
}
