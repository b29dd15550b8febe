// `npx tsx tests/bench/compression-levels.ts`: bytes and server CPU per answer for the API's big JSON answers
// (a points and an orders sync page, an orders list page, 100 items each) at the levels worth weighing.
// The API compresses on the fly at the level that saves the most bytes per CPU millisecond spent.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { ADMIN_TOKEN } from '../server/order-fixtures';
import { createTestApp } from '../server/test-app';

const RUNS = 40;
const brotli = (quality: number) => (body: Buffer) =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
const gzip = (level: number) => (body: Buffer) => gzipSync(body, { level });
const LEVELS: [string, (body: Buffer) => Buffer][] = [
  ['gzip 1', gzip(1)], ['gzip 6', gzip(6)], ['brotli 1', brotli(1)], ['brotli 4', brotli(4)], ['brotli 5', brotli(5)], ['brotli 6', brotli(6)], ['brotli 7', brotli(7)], ['brotli 8', brotli(8)], ['brotli 9', brotli(9)],
];

/** Mean CPU time (user + system) of one call, in ms. */
function cpuMs(work: () => void): number {
  work(); // warm up
  const start = process.cpuUsage();
  for (let i = 0; i < RUNS; i++) work();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / RUNS;
}

const t = await createTestApp();
try {
  const pages = {
    'points sync page': '/v1/app/sync/points?limit=100',
    'orders sync page': '/v1/app/sync/orders?limit=100',
    'orders list page': '/v1/app/orders?limit=100',
  };
  for (const [name, path] of Object.entries(pages)) {
    const res = await t.app.request(path, { headers: { Authorization: ADMIN_TOKEN } });
    const body = Buffer.from(await res.arrayBuffer());
    const items = (JSON.parse(body.toString()) as { items: unknown[] }).items.length;
    console.log(`\n${name}: ${items} items, ${(body.length / 1024).toFixed(1)} kB plain`);
    console.log(`${'level'.padEnd(10)}${'bytes'.padStart(10)}${'ratio'.padStart(8)}${'CPU ms'.padStart(9)}${'kB saved/CPU ms'.padStart(17)}`);
    for (const [level, compress] of LEVELS) {
      const size = compress(body).length;
      const ms = cpuMs(() => compress(body));
      const savedPerMs = (body.length - size) / 1024 / ms;
      console.log(`${level.padEnd(10)}${String(size).padStart(10)}${(body.length / size).toFixed(1).padStart(8)}${ms.toFixed(2).padStart(9)}${savedPerMs.toFixed(0).padStart(17)}`);
    }
  }
} finally {
  t.close();
}
