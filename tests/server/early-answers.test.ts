// Answers given before the request body was read (401, 404, a 400 on the Idempotency-Key header), sent to a
// real HTTP server through one keep-alive socket: the request after each must still be answered on it,
// not fail with ECONNRESET because the server dropped a socket its answer said it would keep
// (docs/decisions/server-under-load.md, "Early answers").
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApp, type AppServer } from '../../server/src/http-server';
import { ADMIN_TOKEN } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let server: AppServer;
let agent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  server = await serveApp(t.app.fetch, 0, '127.0.0.1');
  agent = new Agent({ keepAlive: true, maxSockets: 1 });
});
afterAll(async () => {
  agent.destroy();
  await server.close();
  t.close();
});

type Sent = { method: string; path: string; headers?: Record<string, string>; body?: Buffer };
type Got = { status: number; connection: string | undefined; body: string; reused: boolean };

function send(s: Sent): Promise<Got> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1', port: server.port, agent, method: s.method, path: s.path,
      headers: { ...s.headers, ...(s.body ? { 'Content-Type': 'application/json', 'Content-Length': String(s.body.length) } : {}) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({
        status: res.statusCode ?? 0, connection: res.headers.connection, body: Buffer.concat(chunks).toString('utf8'), reused: req.reusedSocket,
      }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(s.body);
  });
}

/** ~300 kB of JSON: under the body limit, far over what one socket buffer holds. */
const bigBody = () => Buffer.from(JSON.stringify({ name: 'x'.repeat(300 * 1024) }));
const small: Sent = { method: 'GET', path: '/v1/app/user/info', headers: { Authorization: ADMIN_TOKEN } };

const early: Array<[string, Sent, number]> = [
  ['401 without a token', { method: 'POST', path: '/v1/app/shops' }, 401],
  ['404 for an unknown path', { method: 'POST', path: '/v1/app/no-such-thing', headers: { Authorization: ADMIN_TOKEN } }, 404],
  ['400 for a 300-character Idempotency-Key', {
    method: 'POST', path: '/v1/app/shops', headers: { Authorization: ADMIN_TOKEN, 'Idempotency-Key': 'k'.repeat(300) },
  }, 400],
];

describe('an answer given before the body was read', () => {
  for (const [name, sent, status] of early) {
    it(`${name}: the next request on the same keep-alive agent is answered`, async () => {
      const first = await send({ ...sent, body: bigBody() });
      expect(first.status).toBe(status);
      expect(JSON.parse(first.body)).toHaveProperty('code');
      // The rest of the body was still coming: the answer ends the connection instead of promising it.
      expect(first.connection).toBe('close');
      const second = await send(small);
      expect(second.status).toBe(200);
    });
  }

  for (const kB of [2, 40]) {
    it(`a ${kB} kB body answered 401 is read and dropped, and the socket kept`, async () => {
      const first = await send({ ...early[0]![1], body: Buffer.from(JSON.stringify({ name: 'x'.repeat(kB * 1024) })) });
      expect(first.status).toBe(401);
      expect(first.connection).toBe('keep-alive');
      // Past the node adapter's 500 ms drain, which cut such sockets when the unread body stalled it.
      await new Promise((resolve) => setTimeout(resolve, 700));
      const second = await send(small);
      expect(second.status).toBe(200);
      expect(second.reused).toBe(true);
    });
  }

  it('a small request after a fully read big one still reuses the socket', async () => {
    const first = await send({ method: 'POST', path: '/v1/app/shops', headers: { Authorization: ADMIN_TOKEN }, body: bigBody() });
    expect(first.status).toBe(400);
    expect((await send(small)).status).toBe(200);
  });
});
