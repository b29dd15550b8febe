import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShapedLink, type ShapedLink } from '../support/shaped-link';

const BODY = Buffer.alloc(40_000, 'x');
let origin: Server;
let originUrl: string;

beforeAll(async () => {
  origin = createServer((req, res) => {
    // /close answers and closes the connection: the proxy must still deliver everything it holds.
    if (req.url === '/close') res.setHeader('Connection', 'close');
    res.end(BODY);
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  const address = origin.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  originUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => origin.close(() => resolve())));

describe('a shaped link', () => {
  let link: ShapedLink;
  beforeAll(async () => void (link = await startShapedLink(originUrl, { name: 'test', rttMs: 100, downKbps: 1600, upKbps: 800 })));
  afterAll(() => link.close());

  it('costs a handshake, a round trip and the body at its bandwidth, and counts the bytes', async () => {
    link.reset();
    const started = performance.now();
    const body = Buffer.from(await (await fetch(`${link.url}/`)).arrayBuffer());
    const elapsed = performance.now() - started;
    expect(body.equals(BODY)).toBe(true);
    // 2 round trips (connect, request) + 40,000 bytes at 1.6 Mbit/s (200 ms): never faster than that.
    expect(elapsed).toBeGreaterThanOrEqual(100 + 100 + 200 - 2);
    expect(link.bytes().down).toBeGreaterThan(BODY.length);
    expect(link.bytes().down).toBeLessThan(BODY.length + 1_000);
    expect(link.bytes().up).toBeGreaterThan(0);
  });

  it('delivers an answer whole when the server closes right after sending it', async () => {
    const res = await fetch(`${link.url}/close`);
    expect(Buffer.from(await res.arrayBuffer()).equals(BODY)).toBe(true);
  });

  it('shares one link between connections, as a radio link does', async () => {
    const started = performance.now();
    await Promise.all([1, 2, 3].map(async () => (await fetch(`${link.url}/close`)).arrayBuffer()));
    // Three bodies queue on the same 1.6 Mbit/s: at least 600 ms of transfer, whatever the parallelism.
    expect(performance.now() - started).toBeGreaterThanOrEqual(600 - 2);
  });
});
