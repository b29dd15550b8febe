// Simulates deploying a new version of the console into a copy of the build: index.html changes and the
// service worker's precache manifest carries its new revision, and its compressed variants are written
// anew, as a real rebuild would produce (the server prefers index.html.br over index.html).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const DIST = resolve(import.meta.dirname, '../../../dist');

export function copyBuild(to: string): string {
  rmSync(to, { recursive: true, force: true });
  cpSync(DIST, to, { recursive: true });
  return to;
}

export function deployNewVersion(dir: string, build: string): void {
  const htmlFile = join(dir, 'index.html');
  const html = readFileSync(htmlFile, 'utf8').replace('<head>', `<head><meta name="parcel-build" content="${build}">`);
  writeFileSync(htmlFile, html);
  if (existsSync(`${htmlFile}.br`)) writeFileSync(`${htmlFile}.br`, brotliCompressSync(html));
  if (existsSync(`${htmlFile}.gz`)) writeFileSync(`${htmlFile}.gz`, gzipSync(html));
  const revision = createHash('md5').update(html).digest('hex');
  const swFile = join(dir, 'sw.js');
  const sw = readFileSync(swFile, 'utf8');
  const next = sw.replace(/\{"revision":"[0-9a-f]+","url":"index\.html"\}/, `{"revision":"${revision}","url":"index.html"}`);
  if (next === sw) throw new Error('index.html is not in the precache manifest of sw.js');
  writeFileSync(swFile, next);
}
