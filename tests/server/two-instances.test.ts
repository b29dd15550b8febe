// Two server processes on one PostgreSQL database behind a round-robin balancer (docs/decisions/scale-out.md): the
// world is seeded once; writers' keyed creates and edits reach clients pulling sync pages from either instance
// with none missed and none doubled; a kill -9 of one instance mid-burst loses and doubles nothing while writers
// retry their keys on the other; a demo top-up paid on both at once is credited once; no order takes a status
// step twice while both simulate; wrong logins alternating between them meet the limit at the same count as on
// one; an export made on one downloads from the other.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../server/src/db/sql/open-sql-db';
import { ACCOUNT_FAILURES } from '../../server/src/limits/auth-limits';
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { postgresTestsRun, startPgCluster, type PgCluster } from '../support/pg-cluster';
import { startRoundRobinProxy, type RoundRobinProxy } from '../support/round-robin-proxy';
import { startInstances, type ServerInstance } from '../support/server-instances';
import { plainOrderBody } from './order-fixtures';

const TOKEN = 'admin-token';
let cluster: PgCluster;
let instances: ServerInstance[];
let proxy: RoundRobinProxy;
let db: SqlDb;

type Answer = { status: number; body: any };

async function call(base: string, method: string, path: string, o: { body?: unknown; key?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const headers: Record<string, string> = { Authorization: TOKEN, ...o.headers };
  if (o.body !== undefined) headers['Content-Type'] = 'application/json';
  if (o.key) headers['Idempotency-Key'] = o.key;
  const res = await fetch(`${base}${path}`, { method, headers, body: o.body === undefined ? undefined : JSON.stringify(o.body) });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: a proxy's 502, a file
  }
  return { status: res.status, body };
}

/** Sends a keyed write until an answer other than "try again" comes back: a dropped connection, the proxy's 502,
 *  or 409 040909 (the key's first request was on an instance that has gone, until its heartbeat lapses). */
async function untilAnswered(method: string, path: string, body: unknown, key: string): Promise<Answer> {
  for (let tries = 0; tries < 200; tries++) {
    const answer = await call(proxy.url, method, path, { body, key }).catch(() => null);
    const retry = !answer || answer.status === 502 || (answer.status === 409 && answer.body?.code === '040909');
    if (!retry) return answer;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${method} ${path} (${key}) never answered`);
}

/** Pulls shops from `cursor` to the end, alternating instances page by page; answers the pages' items in order. */
async function pullShops(cursor: string | undefined, seen: Map<string, number[]>): Promise<string> {
  for (let c = cursor, page = 0; ; page++) {
    const base = instances[page % instances.length]!.url;
    const query = new URLSearchParams({ limit: '25', ...(c === undefined ? {} : { cursor: c }) });
    const res = await call(base, 'GET', `/v1/app/sync/shops?${query}`);
    if (res.status !== 200) throw new Error(`pull: ${res.status} ${JSON.stringify(res.body)}`);
    for (const item of res.body.items as Array<{ id: string; version: number }>) seen.set(item.id, [...(seen.get(item.id) ?? []), item.version]);
    c = res.body.cursor;
    if (!res.body.hasMore) return c!;
  }
}

beforeAll(async () => {
  if (!postgresTestsRun()) return;
  cluster = await startPgCluster();
  const admin = openPostgres(cluster.url(), { max: 1 });
  await admin.run(sql`CREATE DATABASE two_instances`);
  await admin.close();
  // Started together on an empty database: one migrates and seeds, the other waits for it.
  instances = await startInstances(2, cluster.url('two_instances'), { SIM_TICK_MS: '300', SIM_FAIL_RATE: '0' });
  proxy = await startRoundRobinProxy(instances.map((i) => i.url));
  db = openPostgres(cluster.url('two_instances'), { max: 2 });
}, 240_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all((instances ?? []).map((i) => i.stop()));
  await db?.close();
  cluster?.stop();
}, 60_000);

describe.skipIf(!postgresTestsRun())('two instances on one PostgreSQL database', () => {
  it('seeds each area of the demo world once, though both started on the empty database', async () => {
    // Each instance logs the areas it seeded ("Seeded a, b in N ms"); the other waited for those and skipped them.
    const seededBy = instances.map((i) => /Seeded (.*) in \d+ ms/.exec(i.log())?.[1]?.split(', ') ?? []);
    const areas = (await db.all(sql<{ area: string }>`SELECT area FROM seed_runs ORDER BY area`)).map((r) => r.area);
    expect(areas.length).toBeGreaterThan(3);
    expect(seededBy.flat().sort()).toEqual(areas);
    expect(await db.get(sql<{ n: number }>`SELECT count(*) AS n FROM users WHERE email = 'admin@demo.local'`)).toEqual({ n: 1 });
  });

  it('8 writers create and edit shops while clients pull from both instances: 0 missed, 0 doubled', async () => {
    const seen = new Map<string, number[]>();
    let cursor = await pullShops(undefined, seen);
    let writing = true;
    const writers = Array.from({ length: 8 }, async (_, w) => {
      for (let i = 0; i < 10; i++) {
        const made = await untilAnswered('POST', '/v1/app/shops', { name: `Writer ${w} shop ${i}` }, `w${w}-create-${i}`);
        expect(made.status).toBe(200);
        const edited = await untilAnswered('PUT', `/v1/app/shops/${made.body.id}`, { name: `Writer ${w} shop ${i} edited` }, `w${w}-edit-${i}`);
        expect(edited.status).toBe(200);
      }
    });
    const puller = (async () => {
      while (writing) cursor = await pullShops(cursor, seen);
    })();
    await Promise.all(writers);
    writing = false;
    await puller;
    cursor = await pullShops(cursor, seen);

    const onServer = await db.all(sql<{ id: string; name: string; version: number }>`
      SELECT s.id, s.name, s.version FROM shops s JOIN users u ON u.company_id = s.company_id WHERE u.email = 'admin@demo.local' AND s.name LIKE 'Writer %'`);
    expect(onServer).toHaveLength(80);
    expect(new Set(onServer.map((s) => s.name)).size).toBe(80);
    for (const shop of onServer) {
      const versions = seen.get(shop.id);
      // Missed: the client never got the shop's last version. Doubled: it got one version twice.
      expect(versions?.at(-1), shop.name).toBe(Number(shop.version));
      expect(new Set(versions).size, shop.name).toBe(versions!.length);
    }
  }, 120_000);

  it('credits a demo top-up paid on both instances at once once', async () => {
    const balance = async () => (await call(proxy.url, 'GET', '/v1/app/billing/accounts')).body.money.balance as number;
    const before = await balance();
    const invoice = (await call(proxy.url, 'POST', '/v1/app/billing/invoices', { body: { amount: 777 } })).body;
    const pays = await Promise.all(Array.from({ length: 8 }, (_, i) =>
      call(instances[i % 2]!.url, 'POST', `/v1/demo/invoices/${invoice.id}/pay`, { body: { result: 'success' } })));
    expect(pays.map((p) => p.status)).toEqual(Array(8).fill(200));
    expect(await balance()).toBeCloseTo(before + 777, 2);
  });

  it('moves each order through its statuses once while both instances simulate', async () => {
    const tariff = (await db.get(sql<{ id: number }>`SELECT id FROM tariffs WHERE provider_key = 'cdek' AND pickup_type = 2 AND delivery_type = 1`))!;
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const body = {
        ...plainOrderBody({ clientNumber: `TWO-${Date.now().toString(36)}-${i}`, providerKey: 'cdek', tariffId: tariff.id, deliveryType: 1 }),
        items: [{ articul: 'TS-001', description: 'Футболка', quantity: 1, weight: 250, cost: 1250, assessedCost: 1250 }],
      };
      const made = await call(proxy.url, 'POST', '/v1/app/orders', { body });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      ids.push(made.body.id);
    }
    // A few dozen ticks of 300 ms, taken by either instance.
    await new Promise((r) => setTimeout(r, 8_000));
    const steps = await db.all(sql<{ order_id: string; status_key: string }>`
      SELECT order_id, status_key FROM order_status_history WHERE order_id IN (${sql.join(ids)}) ORDER BY order_id, id`);
    expect(new Set(steps.map((s) => s.order_id)).size).toBe(ids.length);
    const moved = steps.filter((s, i) => i > 0 && steps[i - 1]!.order_id === s.order_id);
    expect(moved.length).toBeGreaterThan(0);
    for (const [i, step] of steps.entries()) {
      const previous = steps[i - 1];
      if (previous?.order_id === step.order_id) expect(step.status_key, step.order_id).not.toBe(previous.status_key);
    }
    const turns = await db.get(sql<{ next_at: number }>`SELECT next_at FROM periodic_runs WHERE name = 'simulator'`);
    expect(turns).toBeDefined();
  }, 30_000);

  it('serves an export made on one instance from the other', async () => {
    const [one, other] = instances as [ServerInstance, ServerInstance];
    const started = await call(one.url, 'POST', '/v1/app/list/points?filter=providerKey%3Dcdek', { body: null });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    let job = started.body;
    for (let tries = 0; job.status !== 'done' && tries < 300; tries++) {
      expect(job.status).not.toBe('failed');
      await new Promise((r) => setTimeout(r, 100));
      job = (await call(other.url, 'GET', `/v1/app/list/points/exports/${job.id}`)).body;
    }
    expect(job.status).toBe('done');
    const file = await fetch(`${other.url}${job.url}`, { headers: { Authorization: TOKEN } });
    expect(file.status).toBe(200);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.length).toBe(Number(file.headers.get('Content-Length')));
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  }, 60_000);

  it('meets the login limit at the same count when wrong logins alternate between the instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_FAILURES.points + 1; i++) {
      const res = await fetch(`${instances[i % 2]!.url}/v1/app/user/login`, {
        method: 'POST', headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'operator@demo.local', password: `wrong-${i}` }),
      });
      statuses.push(res.status);
    }
    // As on one instance: every try up to the limit is a wrong password, the next is refused.
    expect(statuses).toEqual([...Array(ACCOUNT_FAILURES.points).fill(400), 429]);
  });

  it('loses and doubles no keyed create when one instance is killed mid-burst', async () => {
    const names = Array.from({ length: 8 }, (_, w) => Array.from({ length: 15 }, (__, i) => `Burst ${w}-${i}`));
    let made = 0;
    const writers = names.map((mine, w) => (async () => {
      for (const [i, name] of mine.entries()) {
        const answer = await untilAnswered('POST', '/v1/app/shops', { name }, `burst-${w}-${i}`);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        made += 1;
      }
    })());
    while (made < 30) await new Promise((r) => setTimeout(r, 20));
    instances[0]!.kill();
    await Promise.all(writers);

    const onServer = await db.all(sql<{ name: string; n: number }>`
      SELECT name, count(*) AS n FROM shops WHERE name LIKE 'Burst %' GROUP BY name`);
    expect(onServer).toHaveLength(120);
    expect(onServer.filter((s) => Number(s.n) !== 1)).toEqual([]);
  }, 120_000);
});
