import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ParcelDb } from '../../src/db/schema';
import { REFERENCE_LISTS, type ReferenceListSpec } from '../../src/db/reference-lists';
import { listsAreIn, pullReferenceLists, type ListFetcher } from './reference-pull';

let db: ParcelDb;
let n = 0;
afterEach(() => db?.delete());

/** A server whose lists hold `sizes[name]` items (default 3); records every page asked for. */
function server(sizes: Partial<Record<string, number>> = {}) {
  const asked: Array<{ path: string; page: number; limit: number }> = [];
  const fetchList: ListFetcher = (spec: ReferenceListSpec) => async (page, limit) => {
    asked.push({ path: spec.path, page, limit });
    const total = sizes[spec.name] ?? 3;
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) }, (_, i) => ({ key: `${spec.name}-${(page - 1) * limit + i}` }));
    return { total, items };
  };
  return { asked, fetchList };
}

describe('reference lists', () => {
  it('sweeps each list page by page (100 per page) and stores it whole', async () => {
    db = new ParcelDb(`lists-${++n}`);
    const { asked, fetchList } = server({ allProviders: 250 });
    expect(await pullReferenceLists(db, fetchList)).toEqual([]);
    expect(((await db.lists.get('allProviders'))?.items ?? []).length).toBe(250);
    expect(asked.filter((a) => a.path === '/v1/app/list/providers').map((a) => [a.page, a.limit])).toContainEqual([3, 100]);
    expect(await db.lists.count()).toBe(REFERENCE_LISTS.length);
  });

  it('keeps the stored copy of a list that comes back empty and names the spec error', async () => {
    db = new ParcelDb(`lists-${++n}`);
    await pullReferenceLists(db, server().fetchList);
    expect(await pullReferenceLists(db, server({ statuses: 0 }).fetchList)).toEqual(['statuses']);
    expect(((await db.lists.get('statuses'))?.items ?? []).length).toBe(3);
  });

  it('writes a list only when the sweep brought something new', async () => {
    db = new ParcelDb(`lists-${++n}`);
    await pullReferenceLists(db, server().fetchList, () => 1);
    await pullReferenceLists(db, server().fetchList, () => 2);
    expect((await db.lists.get('statuses'))?.syncedAt).toBe(1);
    await pullReferenceLists(db, server({ statuses: 4 }).fetchList, () => 3);
    expect(await db.lists.get('statuses')).toMatchObject({ syncedAt: 3, items: { length: 4 } });
    expect((await db.lists.get('platforms'))?.syncedAt).toBe(1);
  });

  it('keeps the language of each list, so lists of another language are known to be due', async () => {
    db = new ParcelDb(`lists-${++n}`);
    await pullReferenceLists(db, server().fetchList, () => 1, 'ru');
    expect((await db.lists.get('statuses'))?.lang).toBe('ru');
    expect(await listsAreIn(db, 'ru')).toBe(true);
    expect(await listsAreIn(db, 'en')).toBe(false);
    // The same items in another language are written again, with it.
    await pullReferenceLists(db, server().fetchList, () => 2, 'en');
    expect(await db.lists.get('statuses')).toMatchObject({ lang: 'en', syncedAt: 2 });
    expect(await listsAreIn(db, 'en')).toBe(true);
  });

  it('writes nothing once the sweep is no longer wanted', async () => {
    db = new ParcelDb(`lists-${++n}`);
    await pullReferenceLists(db, server().fetchList, () => 1, 'ru', () => false);
    expect(await db.lists.count()).toBe(0);
  });
});
