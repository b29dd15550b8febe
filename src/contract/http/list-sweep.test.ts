import { describe, expect, it } from 'vitest';
import { fetchAllPages } from './list-sweep';

const serve = (all: number[]) => async (page: number, limit: number) => ({
  total: all.length,
  items: all.slice((page - 1) * limit, page * limit),
});

describe('fetchAllPages', () => {
  it('asks 100 per page from page 1 until total is reached', async () => {
    const asked: Array<[number, number]> = [];
    const all = Array.from({ length: 250 }, (_, i) => i);
    const items = await fetchAllPages(async (page, limit) => (asked.push([page, limit]), serve(all)(page, limit)));
    expect(items).toEqual(all);
    expect(asked).toEqual([[1, 100], [2, 100], [3, 100]]);
  });

  it('stops on an empty page even when total promised more', async () => {
    const items = await fetchAllPages(async (page) => ({ total: 500, items: page === 1 ? [1, 2] : [] }));
    expect(items).toEqual([1, 2]);
  });

  it('makes one call for an empty list', async () => {
    let calls = 0;
    await expect(fetchAllPages(async () => (calls++, { total: 0, items: [] }))).resolves.toEqual([]);
    expect(calls).toBe(1);
  });

  it('asks for the pages after the first together, up to four at a time', async () => {
    const all = Array.from({ length: 650 }, (_, i) => i);
    let inFlight = 0;
    let most = 0;
    const items = await fetchAllPages(async (page, limit) => {
      most = Math.max(most, ++inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return serve(all)(page, limit);
    });
    expect(items).toEqual(all);
    expect(most).toBe(4);
  });

  it('goes on page by page when the list grew past the total the first page told', async () => {
    const all = Array.from({ length: 150 }, (_, i) => i);
    const asked: number[] = [];
    const items = await fetchAllPages(async (page, limit) => {
      asked.push(page);
      if (page === 2) all.push(...Array.from({ length: 120 }, (_, i) => 1000 + i));
      return serve(all)(page, limit);
    });
    expect(items).toEqual(all);
    expect(asked).toEqual([1, 2, 3]);
  });
});
