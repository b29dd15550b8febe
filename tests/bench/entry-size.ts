// Entry JS: the module script of index.html plus every chunk it preloads, gzipped as a server would send them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export function measureEntrySize(distDir: string): { files: number; rawKb: number; gzipKb: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]);
  let raw = 0;
  let gzip = 0;
  for (const src of new Set(srcs)) {
    const bytes = readFileSync(join(distDir, src));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: new Set(srcs).size, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}
