// Compresses text answers (the API's sync pages, lists, OpenAPI document; console files the build did not
// precompress, such as sw.js) for clients that accept it: a full points sync is ~7x smaller. hono/compress
// only knows gzip and deflate, and measures a body by its Content-Length, which in-memory bodies do not
// carry; so this one reads the body's start.
// Levels: brotli 7 packs a 100-item sync page a third tighter than brotli 1 (points 11.9 kB instead of 16.8,
// orders 20.3 instead of 29.2) for 1.9-3.0 ms of CPU in the zlib thread pool (tests/bench/compression-levels.ts;
// docs/decisions/performance-on-slow-links.md, "Compression everywhere"): on a 1.6 Mbit/s link a byte saved is
// worth far more than the CPU, up to brotli 7; past it the bytes barely move and the CPU climbs. gzip (clients
// without brotli) stays at level 1, the cheapest.
import { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';

type Encoding = 'br' | 'gzip';

/** Below this a body goes as it is: the compressed one would save a few bytes and cost a call. */
export const COMPRESS_THRESHOLD = 1024;
const BROTLI_QUALITY = 7;
const brotliOptions = (size?: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    ...(size ? { [constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
  },
});
const GZIP: ZlibOptions = { level: 1 };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const whole: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotliAsync(body, brotliOptions(body.length)),
  gzip: (body) => gzipAsync(body, GZIP),
};
const streaming: Record<Encoding, () => Duplex> = {
  br: () => createBrotliCompress(brotliOptions()),
  gzip: () => createGzip(GZIP),
};

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const varies = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;

/** brotli when the client takes it, else gzip; an encoding refused with q=0 is never chosen. */
function chooseEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepts = parseAccept(header);
  const q = (name: string) => accepts.find((a) => a.type.toLowerCase() === name)?.q ?? accepts.find((a) => a.type === '*')?.q ?? 0;
  if (q('br') > 0) return 'br';
  return q('gzip') > 0 ? 'gzip' : null;
}

/**
 * Reads the stream past `limit` bytes, or to its end: the chunks read, and whether it ended. An in-memory
 * body comes as one chunk, so one read more tells it (ended) from a body still being written.
 */
async function readStart(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let past = 0; past < 2; past += size >= limit ? 1 : 0) {
    const { done, value } = await reader.read();
    if (done) return { chunks, size, ended: true };
    chunks.push(value);
    size += value.byteLength;
  }
  return { chunks, size, ended: false };
}

/** The chunks already read, then the rest of the reader's stream. */
function resume(chunks: Uint8Array[], reader: ReadableStreamDefaultReader<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = chunks.shift();
      if (next) return controller.enqueue(next);
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

export const compressAnswers = (): MiddlewareHandler => async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get('Content-Type') ?? '';
  // Files already compressed (PDF, xlsx) are not text types and pass untouched.
  if (!res.body || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || res.headers.has('Content-Encoding')) return;
  // Events must reach the client as they happen, not when the compressor's block fills.
  if (type.startsWith('text/event-stream')) return;
  if (c.req.method === 'HEAD' || res.status === 206 || noTransform.test(res.headers.get('Cache-Control') ?? '')) return;
  // The answer depends on Accept-Encoding even when this one goes plain: caches must key on it.
  const vary = res.headers.get('Vary');
  if (!vary || !varies.test(vary)) res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
  const length = res.headers.get('Content-Length');
  if (!encoding || (length !== null && Number(length) < COMPRESS_THRESHOLD)) return;

  const reader = res.body.getReader();
  const start = await readStart(reader, COMPRESS_THRESHOLD);
  const headers = new Headers(res.headers);
  headers.delete('Content-Length');
  // Buffers over plain ArrayBuffers (never shared ones), as the type of a Response body wants.
  let body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
  if (start.ended && start.size < COMPRESS_THRESHOLD) {
    body = Buffer.concat(start.chunks) as Uint8Array<ArrayBuffer>;
  } else if (start.ended) {
    // The whole body is in memory (every JSON answer today): one call on the thread pool.
    body = (await whole[encoding](Buffer.concat(start.chunks))) as Uint8Array<ArrayBuffer>;
    headers.set('Content-Encoding', encoding);
  } else {
    // A body still being written streams through the compressor as it comes. The pair is node's web
    // streams, which the DOM lib (tests type-check this file with it) names as other types.
    body = resume(start.chunks, reader).pipeThrough(Duplex.toWeb(streaming[encoding]()) as TransformStream<Uint8Array, Uint8Array>);
    headers.set('Content-Encoding', encoding);
  }
  // Compressed bytes differ from the plain ones: a strong validator would claim they are the same.
  const etag = headers.get('ETag');
  if (headers.has('Content-Encoding') && etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  c.res = undefined;
  c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
};
