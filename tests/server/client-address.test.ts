// The client address the limits count by: the socket's, X-Forwarded-For only behind proxies named by
// TRUST_PROXY, IPv6 by its /64.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddressResolver } from '../../server/src/lib/client-address';

async function seenAs(trustedProxies: number, remoteAddress: string | undefined, forwardedFor?: string) {
  const app = new Hono().get('/', (c) => c.text(clientAddressResolver(trustedProxies)(c)));
  const headers = forwardedFor ? { 'X-Forwarded-For': forwardedFor } : undefined;
  const env = remoteAddress ? { incoming: { socket: { remoteAddress } } } : undefined;
  return (await app.request('/', { headers }, env)).text();
}

describe('client address', () => {
  it('is the socket address, whatever X-Forwarded-For says, unless proxies are trusted', async () => {
    expect(await seenAs(0, '203.0.113.5', '1.2.3.4')).toBe('203.0.113.5');
    expect(await seenAs(0, '::ffff:203.0.113.5')).toBe('203.0.113.5');
  });

  it('behind N trusted proxies is the entry N places from the right of X-Forwarded-For', async () => {
    expect(await seenAs(1, '10.0.0.2', '1.2.3.4, 198.51.100.9')).toBe('198.51.100.9');
    expect(await seenAs(2, '10.0.0.2', '1.2.3.4, 198.51.100.9, 10.0.0.3')).toBe('198.51.100.9');
    expect(await seenAs(1, '10.0.0.2')).toBe('10.0.0.2');
  });

  it('is one shared bucket without a socket', async () => {
    expect(await seenAs(0, undefined)).toBe('unknown');
  });

  it('groups IPv6 by /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
