// Who is calling, for the login and mail limits (docs/decisions/security.md, "Limits"): the socket's remote address. A
// client can write any X-Forwarded-For it likes, so that header is read only when TRUST_PROXY says how
// many reverse proxies of ours stand in front; each appends the address it saw, so the client is the
// entry that many places from the right.
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export type ClientAddress = (c: Context) => string;

/** Used when the request came without a socket (in-process calls): one shared bucket, never a bypass. */
export const UNKNOWN_ADDRESS = 'unknown';

/** IPv4-mapped IPv6 as plain IPv4; other IPv6 addresses by their /64, because one subscriber is
 *  usually handed a whole /64 and could otherwise take a fresh address for every try. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // no Node socket behind this request
  }
}

/** trustedProxies: how many reverse proxies of ours append to X-Forwarded-For (TRUST_PROXY); 0 ignores it. */
export function clientAddressResolver(trustedProxies: number): ClientAddress {
  return (c) => {
    if (trustedProxies > 0) {
      const hops = (c.req.header('X-Forwarded-For') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
      const client = hops[hops.length - trustedProxies];
      if (client) return addressKey(client);
    }
    const address = socketAddress(c);
    return address ? addressKey(address) : UNKNOWN_ADDRESS;
  };
}
