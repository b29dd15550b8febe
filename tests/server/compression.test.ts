// Compression: the console's files come precompressed (brotli, gzip or plain by Accept-Encoding, cached
// right either way) and the API's JSON is compressed on the fly, decoding to the same answer.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { openDb } from '../../server/src/db/open';
import { overSqlite } from '../../server/src/db/sql/open-sql-db';
import { compressAnswers } from '../../server/src/middleware/compress-answers';
import { ADMIN_TOKEN, createOrder, orderBody, tick } from './order-fixtures';
import { createTestApp, type TestApp } from './test-app';

const BOTH = 'br, gzip';
const decode = (encoding: string | null, bytes: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;

describe('precompressed console files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parcel-compress-test-'));
  const db = overSqlite(openDb(':memory:'));
  const script = `export const words = ${JSON.stringify('parcel '.repeat(600))};\n`;
  const html = `<!doctype html><title>console</title>${'<p>parcel</p>'.repeat(200)}`;
  let app: ReturnType<typeof createApp>;
  beforeAll(() => {
    mkdirSync(join(dir, 'assets'));
    // As the build writes them: the file, and its .br and .gz beside it.
    for (const [name, text] of [['assets/app-abc123.js', script], ['index.html', html]] as const) {
      writeFileSync(join(dir, name), text);
      writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
    }
    writeFileSync(join(dir, 'sw.js'), script);
    app = createApp({ db, config: { demo: true, staticDir: dir } });
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = async (path: string, acceptEncoding?: string) => {
    const res = await app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { res, bytes, text: decode(res.headers.get('Content-Encoding'), bytes).toString() };
  };

  it('a hashed asset comes as brotli, gzip or plain by Accept-Encoding, immutable and varying on it', async () => {
    for (const [accept, encoding] of [[BOTH, 'br'], ['gzip, deflate', 'gzip'], [undefined, null], ['identity', null]] as const) {
      const { res, bytes, text } = await get('/assets/app-abc123.js', accept);
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('Content-Encoding'), accept).toBe(encoding);
      expect(res.headers.get('Content-Type'), accept).toMatch(/javascript/);
      expect(res.headers.get('Vary'), accept).toMatch(/Accept-Encoding/i);
      expect(res.headers.get('Cache-Control'), accept).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers.get('Content-Length')), accept).toBe(bytes.length);
      expect(text, accept).toBe(script);
      if (encoding) expect(bytes.length, accept).toBeLessThan(script.length / 10);
    }
  });

  it('a file the build did not precompress (the service worker) is compressed on the fly, still revalidated', async () => {
    for (const [accept, encoding] of [[BOTH, 'br'], ['gzip', 'gzip'], [undefined, null]] as const) {
      const { res, text } = await get('/sw.js', accept);
      expect(res.headers.get('Content-Encoding'), accept).toBe(encoding);
      expect(res.headers.get('Cache-Control'), accept).toBe('no-cache');
      expect(res.headers.get('Vary'), accept).toMatch(/Accept-Encoding/i);
      expect(text, accept).toBe(script);
    }
  });

  it('index.html, served for app routes, is compressed and revalidated on every load', async () => {
    for (const path of ['/', '/index.html', '/orders/7/details']) {
      const { res, text } = await get(path, BOTH);
      expect(res.headers.get('Content-Encoding'), path).toBe('br');
      expect(res.headers.get('Cache-Control'), path).toBe('no-cache');
      expect(res.headers.get('Vary'), path).toMatch(/Accept-Encoding/i);
      expect(text, path).toBe(html);
    }
  });
});

describe('API answers compressed on the fly', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    for (let i = 0; i < 3; i++) await createOrder(t, orderBody(t));
    await tick(t);
  });
  afterAll(() => t.close());

  const get = async (path: string, acceptEncoding?: string) => {
    const headers: Record<string, string> = { Authorization: ADMIN_TOKEN, Origin: 'https://elsewhere.example' };
    if (acceptEncoding) headers['Accept-Encoding'] = acceptEncoding;
    const res = await t.app.request(path, { headers });
    const bytes = Buffer.from(await res.arrayBuffer());
    return { res, bytes, text: decode(res.headers.get('Content-Encoding'), bytes).toString() };
  };

  it.each([
    ['a points sync page', '/v1/app/sync/points?limit=100'],
    ['an orders sync page', '/v1/app/sync/orders?limit=100'],
    ['an orders list page', '/v1/app/orders?limit=100'],
    ['the OpenAPI document', '/v1/openapi.json'],
  ])('%s decodes to the same JSON as the plain answer, headers kept', async (_, path) => {
    const plain = await get(path);
    expect(plain.res.status).toBe(200);
    expect(plain.res.headers.get('Content-Encoding')).toBeNull();
    expect(plain.res.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    for (const [accept, encoding] of [[BOTH, 'br'], ['gzip', 'gzip'], ['gzip;q=1, br;q=0', 'gzip']] as const) {
      const packed = await get(path, accept);
      expect(packed.res.status, accept).toBe(200);
      expect(packed.res.headers.get('Content-Encoding'), accept).toBe(encoding);
      expect(packed.res.headers.get('Vary'), accept).toMatch(/Accept-Encoding/i);
      expect(packed.bytes.length, accept).toBeLessThan(plain.bytes.length / 3);
      expect(JSON.parse(packed.text), accept).toEqual(JSON.parse(plain.text));
      // What the console reads off the answer, and CORS still lets it read them.
      for (const name of ['X-Tracing-Id', 'Access-Control-Allow-Origin', 'Access-Control-Expose-Headers', 'Content-Type']) {
        expect(packed.res.headers.get(name), `${accept} ${name}`).toBeTruthy();
      }
      if (path.includes('/sync/')) {
        for (const name of ['Sync-Cursor', 'Sync-Has-More', 'Sync-Total']) {
          expect(packed.res.headers.get(name), `${accept} ${name}`).toBe(plain.res.headers.get(name));
        }
      }
    }
  });

  it('a small body goes plain', async () => {
    const { res, text } = await get('/v1/app/orders?limit=1&filter=status=none', BOTH);
    expect(res.status).toBe(200);
    expect(text.length).toBeLessThan(1024);
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(JSON.parse(text)).toMatchObject({ items: [] });
  });

  it('a PDF goes as it is', async () => {
    const order = (await t.call('GET', '/v1/app/orders?limit=1', { token: ADMIN_TOKEN })).body.items[0];
    const made = await t.call('POST', '/v1/app/orders/labels', { token: ADMIN_TOKEN, body: { orderIds: [order.id] } });
    expect(made.status).toBe(200);
    const { res, bytes } = await get(made.body.items[0].url, BOTH);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('a streamed answer', () => {
  const lines = (count: number) => Array.from({ length: count }, (_, i) => `{"line":${i},"text":"parcel ${i % 7}"}\n`);
  const streamed = (parts: string[]) => new ReadableStream<Uint8Array>({
    async pull(controller) {
      const part = parts.shift();
      if (part === undefined) return controller.close();
      await new Promise((resolve) => setTimeout(resolve, 1));
      controller.enqueue(new TextEncoder().encode(part));
    },
  });
  const app = new Hono();
  app.use('*', compressAnswers());
  app.get('/long', (c) => c.body(streamed(lines(500)), 200, { 'Content-Type': 'application/x-ndjson+json' }));
  app.get('/short', (c) => c.body(streamed(lines(3)), 200, { 'Content-Type': 'application/json' }));

  it('streams through the compressor when long, goes plain when short', async () => {
    const long = await app.request('/long', { headers: { 'Accept-Encoding': BOTH } });
    expect(long.headers.get('Content-Encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await long.arrayBuffer())).toString()).toBe(lines(500).join(''));
    const gzipped = await app.request('/long', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(lines(500).join(''));
    const short = await app.request('/short', { headers: { 'Accept-Encoding': BOTH } });
    expect(short.headers.get('Content-Encoding')).toBeNull();
    expect(await short.text()).toBe(lines(3).join(''));
  });
});
