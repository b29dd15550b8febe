// Security headers on API answers and on the console's files, the console's Content-Security-Policy (with
// the hosts of the map and of the build), the PMTiles base map's config, and robots.txt keeping the console out
// of search engines.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/src/app';
import { openDb } from '../../server/src/db/open';
import { overSqlite } from '../../server/src/db/sql/open-sql-db';

const dir = mkdtempSync(join(tmpdir(), 'parcel-headers-test-'));
const db = overSqlite(openDb(':memory:'));
const build = (staticDir: string | null) => createApp({ db, config: { demo: true, staticDir } });

beforeAll(() => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  copyFileSync('public/robots.txt', join(dir, 'robots.txt'));
});
afterEach(() => vi.unstubAllEnvs());
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const directives = (res: Response) =>
  new Map((res.headers.get('Content-Security-Policy') ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...v]) => [name, v]));

function expectCommon(res: Response) {
  expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(res.headers.get('X-Frame-Options')).toBe('DENY');
  expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(directives(res).get('frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=15552000');
}

describe('API answers', () => {
  it('carry the headers and a policy that allows nothing, errors and 404s too', async () => {
    const app = build(null);
    for (const path of ['/v1/app/config', '/v1/app/user/info', '/v1/nothing', '/elsewhere']) {
      const res = await app.request(path);
      expectCommon(res);
      expect(directives(res).get('default-src'), path).toEqual(["'none'"]);
    }
    // Read from other origins by design (CORS): no same-origin resource policy.
    expect((await app.request('/v1/app/config')).headers.get('Cross-Origin-Resource-Policy')).toBeNull();
  });
});

describe('console files', () => {
  it('carry a policy with no script but its own, workers from itself and blob:, and nothing to embed', async () => {
    const app = build(dir);
    for (const path of ['/', '/orders/7', '/assets/app-abc123.js', '/assets/missing.js']) {
      const res = await app.request(path);
      expectCommon(res);
      const csp = directives(res);
      expect(csp.get('script-src'), path).toEqual(["'self'"]);
      expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:']);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
    }
  });

  it('let the console reach the map style\'s host, CSP_CONNECT_SRC and the hosts the build was made for', async () => {
    vi.stubEnv('MAP_STYLE_URL', 'https://maps.example.com/styles/v1/style.json');
    vi.stubEnv('CSP_CONNECT_SRC', 'https://tiles.example.com https://glyphs.example.com');
    writeFileSync(join(dir, 'build-origins.json'), JSON.stringify({ chatWidget: 'https://chat.example.com', api: 'https://api.example.com' }));
    try {
      const csp = directives(await build(dir).request('/'));
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://maps.example.com', 'https://api.example.com', 'https://tiles.example.com', 'https://glyphs.example.com', 'https://chat.example.com']);
      expect(csp.get('script-src')).toEqual(["'self'", 'https://chat.example.com']);
    } finally {
      rmSync(join(dir, 'build-origins.json'));
    }
    vi.stubEnv('CSP_CONNECT_SRC', "https://x.example.com; script-src *");
    expect(() => build(dir)).toThrow(/CSP_CONNECT_SRC/);
  });
});

describe('a self-hosted PMTiles base map (MAP_PMTILES_URL)', () => {
  it('is given to the console by the config, and its host may be fetched from', async () => {
    vi.stubEnv('MAP_PMTILES_URL', 'https://tiles.example.org/maps/russia.pmtiles');
    const app = build(dir);
    expect(await (await app.request('/v1/app/config')).json()).toMatchObject({ mapPmtilesUrl: 'https://tiles.example.org/maps/russia.pmtiles' });
    expect(directives(await app.request('/')).get('connect-src')).toEqual(["'self'", 'https://tiles.example.org']);
  });

  it('is left out of the config when unset, and stops the server at start when not an http(s) URL', async () => {
    expect(await (await build(null).request('/v1/app/config')).json()).not.toHaveProperty('mapPmtilesUrl');
    vi.stubEnv('MAP_PMTILES_URL', 'file:///srv/russia.pmtiles');
    expect(() => build(null)).toThrow(/MAP_PMTILES_URL/);
  });
});

describe('robots.txt', () => {
  it('is a real text file that keeps the console out of search engines', async () => {
    const res = await build(dir).request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await res.text()).toMatch(/^User-agent: \*\nDisallow: \/\n/);
  });
});
