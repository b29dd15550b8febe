/// <reference lib="webworker" />
// A PMTiles archive (docs/decisions/points.md, "The base map") is read in byte ranges: its header and root
// directory in the first 16 kB, then leaf directories and tiles, each a `Range: bytes=a-b` request of the one
// archive URL. The Cache API keeps no 206 answer and matches by URL alone, so each range is kept under a key of
// its own (the URL with the range in its query) as a 200 holding the range's bytes and headers, and given back
// as the 206 it was. The ranges of the cities the user opened are kept like that for offline use.
//
// The header range goes to the network first (a new archive shows as a new ETag there; pmtiles then reads its
// directories and tiles again with `cache: 'reload'`, which skips the kept ones), the kept copy when the network
// fails or is slow; every other range is answered from the cache first: under one ETag its bytes never change.
import { Strategy, type StrategyHandler } from 'workbox-strategies';

/** Where the header range is answered from the cache when the network has not answered by then. */
const HEADER_WAIT_MS = 4000;
const KEPT_HEADERS = ['Content-Range', 'Content-Type', 'ETag', 'Last-Modified', 'Cache-Control', 'Expires'];
const STATUS_HEADER = 'X-Range-Status';

/** The `bytes=a-b` of a single range, or null (no range, several, open-ended ones: not ours to keep). */
export function singleRange(value: string | null): { from: number; to: number } | null {
  const found = /^bytes=(\d+)-(\d+)$/.exec(value?.trim() ?? '');
  return found ? { from: Number(found[1]), to: Number(found[2]) } : null;
}

/** The cache key of one range of an archive. */
export function rangeKey(url: string, range: { from: number; to: number }): string {
  const key = new URL(url);
  key.searchParams.set('__range', `${range.from}-${range.to}`);
  return key.href;
}

function pick(headers: Headers, extra?: [string, string]): Headers {
  const out = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = headers.get(name);
    if (value !== null) out.set(name, value);
  }
  if (extra) out.set(...extra);
  return out;
}

/** A 206 as a 200 the cache keeps. */
async function storable(response: Response): Promise<Response> {
  return new Response(await response.arrayBuffer(), { status: 200, headers: pick(response.headers, [STATUS_HEADER, '206']) });
}

/** A kept range as the 206 the archive's reader expects. */
async function replay(kept: Response): Promise<Response> {
  const body = await kept.arrayBuffer();
  const headers = pick(kept.headers);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(body, { status: 206, statusText: 'Partial Content', headers });
}

const timeout = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

export class ArchiveRanges extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const range = singleRange(request.headers.get('Range'));
    if (!range) return handler.fetch(request);
    const key = rangeKey(request.url, range);
    const fromNetwork = async (): Promise<Response> => {
      const response = await handler.fetch(request);
      // Only a range answered as a range is kept: a 200 would be the whole archive.
      if (response.status === 206) await handler.cachePut(key, await storable(response.clone()));
      return response;
    };
    const kept = () => handler.cacheMatch(key);

    if (request.cache === 'reload') return fromNetwork();
    if (range.from > 0) {
      const hit = await kept();
      return hit ? replay(hit) : fromNetwork();
    }
    // The header: the network's answer if it comes in time, else the kept one (if any).
    const network = fromNetwork();
    // Kept once it comes, even when the kept copy answered first.
    handler.waitUntil(network.catch(() => undefined));
    const hit = await kept();
    if (!hit) return network;
    const first = await Promise.race([network.catch(() => null), timeout(HEADER_WAIT_MS)]);
    return first ?? replay(hit);
  }
}
