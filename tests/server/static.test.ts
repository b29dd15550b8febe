// The server serves the built console: files, SPA fallback, and cache headers that let updates through.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/src/app';
import { openDb } from '../../server/src/db/open';
import { overSqlite } from '../../server/src/db/sql/open-sql-db';

const dir = mkdtempSync(join(tmpdir(), 'parcel-static-test-'));
const db = overSqlite(openDb(':memory:'));
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(dir, 'sw.js'), 'self.skipWaiting()');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{}');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
  app = createApp({ db, config: { demo: true, staticDir: dir } });
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static console', () => {
  it('serves index.html for app routes, revalidated on every load', async () => {
    for (const path of ['/', '/orders/7/details', '/login?redirect=%2Fdashboard']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text()).toContain('<title>console</title>');
      expect(res.headers.get('Cache-Control')).toBe('no-cache');
      expect(res.headers.get('X-Tracing-Id')).toBeTruthy();
    }
  });

  it('no-cache for the service worker and manifest, immutable for hashed assets', async () => {
    expect((await app.request('/sw.js')).headers.get('Cache-Control')).toBe('no-cache');
    expect((await app.request('/manifest.webmanifest')).headers.get('Cache-Control')).toBe('no-cache');
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.headers.get('Cache-Control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');
  });

  it('a missing asset or API path stays a 404', async () => {
    expect((await app.request('/assets/gone-000.js')).status).toBe(404);
    const api = await app.request('/v1/nothing');
    expect(api.status).toBe(404);
    expect(((await api.json()) as { code: string }).code).toBe('040404');
  });

  it('reports when there is no built console', () => {
    expect(app.consoleServed).toBe(true);
    const bare = createApp({ db, config: { demo: true, staticDir: join(dir, 'missing') } });
    expect(bare.consoleServed).toBe(false);
  });
});
