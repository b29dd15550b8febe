// The document is generated from the route definitions; this checks nothing is mounted outside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCUMENT_PATH } from '../../server/src/routes/openapi-document';
import { API_REFERENCE_PATH, isApiReference } from '../../server/src/routes/api-reference';
import { isDemoPaymentPage } from '../../server/src/routes/demo-payment-page';
import { ALL_CHANGES } from '../../src/contract/changes';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('describes every mounted /v1 route with its method', async () => {
    const res = await t.call('GET', API_DOCUMENT_PATH);
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    // app.routes has one entry per handler of a route (auth, validators, handler): keep each route once. The
    // reference and the demo payment page are pages for people, not calls.
    const keys = new Set(
      t.app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/v1/') && r.path !== API_DOCUMENT_PATH && !isApiReference(r.path) && !isDemoPaymentPage(r.path))
        .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`),
    );
    const mounted = [...keys].map((k) => ({ method: k.split(' ')[0]!, path: k.split(' ')[1]! }));
    expect(mounted.length).toBeGreaterThan(15);
    for (const { method, path } of mounted) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    const documented = Object.entries(paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m} ${path}`));
    expect(documented.sort()).toEqual(mounted.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('has a route for every change the console queues, at the registry\'s method and path', async () => {
    const res = await t.call('GET', API_DOCUMENT_PATH);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    expect(ALL_CHANGES.length).toBeGreaterThan(20);
    for (const entry of ALL_CHANGES) {
      expect(paths[entry.path.template]?.[entry.method.toLowerCase()], `${entry.kind}: ${entry.method} ${entry.path.template}`).toBeDefined();
    }
  });

  it('marks the calls that need a token and says the public ones need none', async () => {
    const { paths } = (await t.call('GET', API_DOCUMENT_PATH)).body;
    expect(paths['/v1/app/user/info'].get.security).toEqual([{ token: [] }]);
    expect(paths['/v1/app/user/login'].post.security).toEqual([]);
    expect(paths['/v1/app/config'].get.security).toEqual([]);
  });

  it('gives every operation an id of its own, as client generators need', async () => {
    const { paths } = (await t.call('GET', API_DOCUMENT_PATH)).body as { paths: Record<string, Record<string, { operationId?: string }>> };
    const ids = Object.values(paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(paths['/v1/app/orders/{id}/cancel']!.post!.operationId).toBe('postAppOrdersByIdCancel');
  });
});

describe('API reference page', () => {
  it('serves Redoc over the document, with a script it can load under its own policy', async () => {
    const page = await t.call('GET', API_REFERENCE_PATH);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(page.body).toContain(`spec-url="${API_DOCUMENT_PATH}"`);
    const policy = page.headers.get('Content-Security-Policy')!;
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain("'unsafe-eval'");
    const src = /<script src="([^"]+)"/.exec(page.body as string)![1]!;
    const script = await t.call('GET', src);
    expect(script.status).toBe(200);
    expect(script.headers.get('Content-Type')).toMatch(/javascript/);
    expect(script.headers.get('Cache-Control')).toContain('immutable');
    expect(String(script.body).length).toBeGreaterThan(100_000);
  });

  it('keeps the data policy on the rest of the API', async () => {
    const res = await t.call('GET', API_DOCUMENT_PATH);
    expect(res.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(res.headers.get('Content-Security-Policy')).not.toContain('script-src');
  });
});
