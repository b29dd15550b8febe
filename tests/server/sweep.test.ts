// Sweep: every operation of the OpenAPI document gets malformed bodies, ids, filters and query values,
// with a valid admin token, and none may answer 500. A failure lists each operation and input that did.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCUMENT_PATH } from '../../server/src/routes/openapi-document';
import { badFilters, badIds, badQueryValues, bodyProbes, type Operation, type Probe } from './sweep-inputs';
import { OTHER, createTestApp, type TestApp } from './test-app';

let t: TestApp;
let operations: Array<{ method: string; path: string; op: Operation }>;
/** Another company's row per collection path, so ids that exist but are not ours are tried too. */
const foreign = new Map<string, string>();
const admin = 'admin-token';
/** Fields some list accepts: the first one a list takes is used for its large filters. */
const FIELD_CANDIDATES = ['name', 'key', 'city', 'number', 'providerKey', 'status', 'id', 'title'];

beforeAll(async () => {
  // With a payment secret, so the payment notice is swept as a deployment runs it (unset, it answers 503 by design).
  t = await createTestApp({ payments: { secret: 'a-payment-secret-of-at-least-32-characters', urlTemplate: null } });
  const doc = (await t.call('GET', API_DOCUMENT_PATH)).body as { paths: Record<string, Record<string, Operation>> };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
  const other = await t.login(OTHER);
  for (const list of ['/v1/app/shops', '/v1/app/warehouses', '/v1/app/connections', '/v1/app/editors/tariff/rules', '/v1/app/orders']) {
    const id = (await t.call('GET', `${list}?limit=1`, { token: other })).body.items[0]?.id;
    if (id !== undefined) foreign.set(list, String(id));
  }
  foreign.set('/v1/app/user', String((await t.call('GET', '/v1/app/user/info', { token: other })).body.id));
}, 60_000);
afterAll(() => t?.close());

const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';
const paramsOf = (op: Operation, where: 'path' | 'query') => (op.parameters ?? []).filter((p) => p.in === where);

/** The path with every {param} set: the given value for one, a harmless one for the rest. */
function fill(path: string, values: Record<string, string>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? '1'));
}

async function filterField(path: string): Promise<string | undefined> {
  for (const field of FIELD_CANDIDATES) {
    const res = await t.call('GET', `${path}?filter=${encodeURIComponent(`${field}=1`)}`, { token: admin });
    if (res.status === 200) return field;
  }
  return undefined;
}

async function probesOf(method: string, path: string, op: Operation): Promise<Probe[]> {
  const probes: Probe[] = [];
  const plain = fill(path, {});
  for (const param of paramsOf(op, 'path')) {
    const owner = [...foreign.keys()].find((list) => path.startsWith(`${list}/`));
    for (const id of badIds(owner && foreign.get(owner))) {
      probes.push({ name: `${param.name}=${id.slice(0, 40)}`, path: fill(path, { [param.name]: id }), rawBody: hasBody(method) ? '{}' : undefined });
    }
  }
  const query = paramsOf(op, 'query');
  for (const param of query) {
    for (const [name, value] of badQueryValues()) probes.push({ name: `?${param.name} ${name}`, path: plain, query: `${param.name}=${encodeURIComponent(value)}` });
    probes.push({ name: `?${param.name} twice`, path: plain, query: `${param.name}=1&${param.name}=2` });
  }
  if (query.some((p) => p.name === 'filter')) {
    const field = method === 'GET' ? await filterField(plain) : 'city';
    for (const [name, filter] of badFilters(field ?? 'name')) probes.push({ name: `filter ${name}`, path: plain, query: `filter=${encodeURIComponent(filter)}` });
  }
  if (hasBody(method)) probes.push(...bodyProbes(op, plain));
  return probes;
}

async function send(method: string, probe: Probe, headers: Record<string, string> = {}) {
  const url = probe.query === undefined ? probe.path : `${probe.path}?${probe.query}`;
  const res = await t.app.request(url, {
    method,
    headers: { Authorization: admin, 'Content-Type': probe.contentType ?? 'application/json', ...headers },
    body: probe.rawBody,
  });
  await res.arrayBuffer();
  return res.status;
}

describe('sweep of every operation', () => {
  it('answers no input with a 500', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const { method, path, op } of operations) {
      const probes = await probesOf(method, path, op);
      probes.push({ name: 'garbage token', path: fill(path, {}), rawBody: hasBody(method) ? '{}' : undefined });
      const started = performance.now();
      for (const probe of probes) {
        const headers: Record<string, string> = probe.name === 'garbage token' ? { Authorization: `Bearer ${'\u00ff'.repeat(9000)}` } : {};
        const status = await send(method, probe, headers);
        sent += 1;
        if (status >= 500) failures.push(`${method} ${path}: ${probe.name} -> ${status}`);
        // Demo fault switches must not stay on: a rule the sweep happened to set would fault later calls.
        if (path.startsWith('/v1/demo/faults')) await t.call('DELETE', '/v1/demo/faults', { token: admin });
      }
      if (process.env.SWEEP_TIMES) process.stderr.write(`${method} ${path}: ${probes.length} probes in ${Math.round(performance.now() - started)} ms\n`);
    }
    expect(operations.length).toBeGreaterThan(50);
    expect(sent).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
  }, 120_000);
});
