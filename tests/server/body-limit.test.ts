// A body over the limit, sent to a real HTTP server: the client reads a 413 error envelope and the server
// closes the connection after it, instead of answering keep-alive and resetting the socket while the
// rest of the body still arrives (the client then saw ECONNRESET, not the answer).
import { connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/contract';
import { serveApp, type AppServer } from '../../server/src/http-server';
import { ADMIN_TOKEN } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let server: AppServer;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  server = await serveApp(t.app.fetch, 0, '127.0.0.1');
  port = server.port;
});
afterAll(async () => {
  await server.close();
  t.close();
});

type Answer = { head: string; body: string; error: string | null };

/**
 * Sends 2 MB of JSON on a raw socket in 64 kB writes spread over ~100 ms, and reads nothing until it has
 * written all of it, as a client busy uploading does: an answer cut by a reset is then lost.
 */
async function sendBig(chunked: boolean): Promise<Answer> {
  const piece = Buffer.alloc(64 * 1024, 'a');
  const pieces = [Buffer.from('{"name":"'), ...Array.from({ length: 32 }, () => piece), Buffer.from('"}')];
  const length = pieces.reduce((n, p) => n + p.length, 0);
  const socket = connect(port, '127.0.0.1');
  socket.pause();
  let error: string | null = null;
  socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    'POST /v1/app/shops HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ' + ADMIN_TOKEN +
      '\r\nContent-Type: application/json\r\nAccept-Language: en\r\n' +
      (chunked ? 'Transfer-Encoding: chunked\r\n\r\n' : `Content-Length: ${length}\r\n\r\n`),
  );
  for (const p of pieces) {
    if (error || socket.destroyed) break;
    socket.write(chunked ? Buffer.concat([Buffer.from(`${p.length.toString(16)}\r\n`), p, Buffer.from('\r\n')]) : p);
    await delay(3);
  }
  if (chunked && !error && !socket.destroyed) socket.write('0\r\n\r\n');
  const chunks: Buffer[] = [];
  socket.on('data', (d: Buffer) => chunks.push(d));
  socket.resume();
  await closed;
  const text = Buffer.concat(chunks).toString('utf8');
  const at = text.indexOf('\r\n\r\n');
  return { head: at < 0 ? text : text.slice(0, at), body: at < 0 ? '' : text.slice(at + 4), error };
}

describe('a body over the limit', () => {
  for (const chunked of [false, true]) {
    it(`answers 413 with the envelope and closes the connection (${chunked ? 'chunked' : 'Content-Length'})`, async () => {
      const answer = await sendBig(chunked);
      expect(answer.error).toBeNull();
      expect(answer.head).toMatch(/^HTTP\/1\.1 413 /);
      // Anywhere in the head, the last line included (Node writes it last when it sets it itself).
      expect(answer.head).toMatch(/\r\nconnection: close(\r\n|$)/i);
      expect(JSON.parse(answer.body)).toEqual({ code: ERROR_CODES.validation, message: 'Request body too large' });
    });
  }

  it('the server still answers on a new connection afterwards', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/v1/app/config`);
    expect(res.status).toBe(200);
  });
});
