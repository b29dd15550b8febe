// What the built console (dist/, made by `npm run e2e` before the specs run) loads for a screen: the static
// import graph of its route chunk from Vite's manifest, and the modules bundled into each of those files
// from their source maps.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const DIST = resolve(import.meta.dirname, '../../../dist');

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[]; css?: string[]; assets?: string[] };
type Manifest = Record<string, ManifestChunk>;

const readManifest = (): Manifest => JSON.parse(readFileSync(resolve(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The route file's component chunk (the router plugin splits each route's component into its own). */
export const routeChunk = (routeFile: string) => `src/routes/${routeFile}?tsr-split=component`;

/** The manifest's keys of the scripts index.html loads. The build merges the entry into a chunk group
 *  (vite.config.ts), so the manifest has no `index.html` key of its own. */
function entryKeys(manifest: Manifest): string[] {
  const html = readFileSync(resolve(DIST, 'index.html'), 'utf8');
  const loaded = new Set([...html.matchAll(/<script[^>]+src="\/([^"]+)"/g)].map((m) => m[1]));
  const keys = Object.keys(manifest).filter((key) => loaded.has(manifest[key].file));
  if (!keys.length) throw new Error('index.html loads no script of the manifest');
  return keys;
}

/** Every file a page needs before it can show the screen: the entry's and the route chunk's static imports,
 *  their styles, and the scripts they start as workers (emitted as assets). */
export function staticFiles(manifestKeys: string[]): string[] {
  const manifest = readManifest();
  const files = new Set<string>();
  const seen = new Set<string>();
  const stack = [...entryKeys(manifest), ...manifestKeys];
  while (stack.length) {
    const key = stack.pop()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    stack.push(...(chunk.imports ?? []));
  }
  return [...files];
}

/** The modules bundled into a built script, as its source map names them (node_modules/..., src/...). */
export function bundledModules(file: string): string[] {
  const map = resolve(DIST, `${file}.map`);
  if (!/\.m?js$/.test(file) || !existsSync(map)) return [];
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return sources.map((source) => source.replace(/^(\.\.\/)+/, ''));
}

/** The URLs the service worker precaches, read from the manifest injected into dist/sw.js. */
export function precachedUrls(): Set<string> {
  const sw = readFileSync(resolve(DIST, 'sw.js'), 'utf8');
  return new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!));
}
