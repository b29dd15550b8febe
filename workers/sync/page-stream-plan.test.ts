// The stream along the server's plan (Sync-Ahead and `until`): several pages in flight, handed over in order,
// and never a row skipped or taken twice, also when the data changes meanwhile or a page breaks the plan.
import { describe, expect, it } from 'vitest';
import type { SyncPage } from '../../src/contract/sync';
import type { SyncedRow } from '../../src/db/schema';
import { FakeCursorServer } from '../../tests/support/outbox-world/fake-cursor-server';
import { pageStream, type PageAnswer, type PageRequest } from './page-stream';

const LIMITS = { inFlight: 4, buffered: 20, plan: 8 };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function serverWith(count: number): FakeCursorServer {
  const server = new FakeCursorServer();
  for (let i = 1; i <= count; i++) server.put(`r${i}`);
  return server;
}

/** A link with a delay per request that counts how many requests are on it at once. */
function link(answer: (request: PageRequest) => PageAnswer) {
  const seen = { requests: [] as PageRequest[], inFlight: 0, most: 0 };
  const fetchPage = async (request: PageRequest): Promise<PageAnswer> => {
    seen.requests.push(request);
    seen.most = Math.max(seen.most, ++seen.inFlight);
    await pause(2);
    seen.inFlight--;
    return answer(request);
  };
  return { seen, fetchPage };
}

async function readAll(stream: ReturnType<typeof pageStream>): Promise<Array<SyncPage<SyncedRow>>> {
  const pages: Array<SyncPage<SyncedRow>> = [];
  for (let p = await stream.next(); p; p = await stream.next()) pages.push(p);
  return pages;
}

/** What a store holds after applying the pages in order: id -> version. */
function applied(pages: Array<SyncPage<SyncedRow>>): Map<string, number> {
  const store = new Map<string, number>();
  for (const p of pages) {
    for (const item of p.items) store.set(item.id, item.version);
    for (const id of p.deleted) store.delete(id);
  }
  return store;
}

const serverState = (server: FakeCursorServer) => new Map([...server.rows.values()].map((r) => [r.id, r.version]));

describe('page stream along the plan', () => {
  it('keeps several pages in flight, hands them over in order, and asks for each page once', async () => {
    const server = serverWith(2050);
    const { seen, fetchPage } = link((r) => server.page({ ...r, limit: 100 }));
    const pages = await readAll(pageStream(fetchPage, '', LIMITS));
    expect(seen.most).toBe(4);
    expect(seen.requests).toHaveLength(21);
    expect(pages.flatMap((p) => p.items.map((i) => i.id))).toEqual([...server.rows.keys()]);
    // A plan is asked for only now and then, not on every page.
    expect(seen.requests.filter((r) => r.ahead > 0).length).toBeLessThanOrEqual(5);
  });

  it('never skips nor doubles a row when rows change and go while the planned pages travel', async () => {
    const server = serverWith(1500);
    let asked = 0;
    const { fetchPage } = link((r) => {
      if (++asked === 3) {
        for (let i = 1; i <= 1500; i += 97) server.put(`r${i}`, { changed: true });
        for (const i of [5, 600, 1400]) server.remove(`r${i}`);
        server.put('new-one');
      }
      return server.page({ ...r, limit: 100 });
    });
    const pages = await readAll(pageStream(fetchPage, '', LIMITS));
    expect(applied(pages)).toEqual(serverState(server));
    // Within the planned range no row came twice: a changed row moved past it and came once more, newer.
    const unchangedIds = pages.flatMap((p) => p.items).filter((i) => !i.changed).map((i) => i.id);
    expect(new Set(unchangedIds).size).toBe(unchangedIds.length);
  });

  it('drops the pages after one that does not end where the next starts, and goes on from its end', async () => {
    const server = serverWith(1000);
    let asked = 0;
    // The fourth request is answered short: its end is not the planned start of the next page.
    const { seen, fetchPage } = link((r) => server.page({ ...r, limit: ++asked === 4 ? 30 : 100 }));
    const pages = await readAll(pageStream(fetchPage, '', LIMITS));
    const ids = pages.flatMap((p) => p.items.map((i) => i.id));
    expect(ids).toEqual([...server.rows.keys()]);
    expect(seen.requests.length).toBeGreaterThan(11);
  });

  it('throws a failed request after the pages before it, and stops asking', async () => {
    const server = serverWith(1000);
    let asked = 0;
    const { seen, fetchPage } = link((r) => {
      if (++asked === 5) throw new Error('link dropped');
      return server.page({ ...r, limit: 100 });
    });
    const stream = pageStream(fetchPage, '', LIMITS);
    for (let i = 0; i < 4; i++) expect((await stream.next())?.items).toHaveLength(100);
    await expect(stream.next()).rejects.toThrow('link dropped');
    await pause(20);
    expect(seen.requests.length).toBeLessThanOrEqual(8);
  });

  it('goes one page after another against a host that tells no plan', async () => {
    const server = serverWith(450);
    const { seen, fetchPage } = link((r) => {
      const { ahead: _ignored, ...page } = server.page({ cursor: r.cursor, limit: 100 });
      return page;
    });
    const pages = await readAll(pageStream(fetchPage, '', LIMITS));
    expect(seen.most).toBe(1);
    expect(applied(pages)).toEqual(serverState(server));
  });

  it('resumes from a cursor with a fresh plan', async () => {
    const server = serverWith(800);
    const first = await readAll(pageStream(link((r) => server.page({ ...r, limit: 100 })).fetchPage, '', LIMITS));
    const resumeAt = first[2].cursor;
    const { seen, fetchPage } = link((r) => server.page({ ...r, limit: 100 }));
    const rest = await readAll(pageStream(fetchPage, resumeAt, LIMITS));
    expect(seen.requests[0]).toMatchObject({ cursor: resumeAt, ahead: 8 });
    expect([...first.slice(0, 3), ...rest].flatMap((p) => p.items.map((i) => i.id))).toEqual([...server.rows.keys()]);
  });

  it('asks for the first page at once and for the others only once the hold is over', async () => {
    const server = serverWith(500);
    const { seen, fetchPage } = link((r) => server.page({ ...r, limit: 100 }));
    let release: () => void = () => undefined;
    const stream = pageStream(fetchPage, '', { ...LIMITS, holdAfterFirst: new Promise<void>((resolve) => (release = resolve)) });
    expect((await stream.next())?.items).toHaveLength(100);
    await pause(30);
    expect(seen.requests).toHaveLength(1);
    release();
    const rest = await readAll(stream);
    expect([...rest.flatMap((p) => p.items)]).toHaveLength(400);
    expect(seen.most).toBe(4);
  });
});
