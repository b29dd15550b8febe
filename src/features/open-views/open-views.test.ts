import { describe, expect, it } from 'vitest';
import { MAX_OPEN_VIEWS, parseViews, withTitle, withView, type OpenView } from './open-views';

const view = (n: number, seenAt = n): Omit<OpenView, 'title'> => ({ key: `/orders/${n}`, path: `/orders/${n}/details`, routeId: '/_app/orders/$id/details', seenAt });

describe('open views', () => {
  it('keeps one view per record: its edit page takes the place of its details, with the time it was seen', () => {
    const one = withView([], view(1));
    const edited = withView(withTitle(one, '/orders/1/details', 'PC-1'), { ...view(1, 5), path: '/orders/1/edit', routeId: '/_app/orders/$id/edit' });
    expect(edited).toEqual([{ key: '/orders/1', path: '/orders/1/edit', routeId: '/_app/orders/$id/edit', title: 'PC-1', seenAt: 5 }]);
  });

  it(`keeps at most ${MAX_OPEN_VIEWS}, closing the one seen longest ago`, () => {
    let views: OpenView[] = [];
    for (let n = 1; n <= MAX_OPEN_VIEWS; n++) views = withView(views, view(n));
    // The first is seen again, so the second is the one seen longest ago.
    views = withView(views, view(1, 100));
    views = withView(views, view(MAX_OPEN_VIEWS + 1, 101));
    expect(views).toHaveLength(MAX_OPEN_VIEWS);
    expect(views.map((v) => v.key)).not.toContain('/orders/2');
    expect(views[0].key).toBe('/orders/1');
    expect(views.at(-1)?.key).toBe(`/orders/${MAX_OPEN_VIEWS + 1}`);
  });

  it('names a view once, and reads what an older version stored', () => {
    const views = withView([], view(1));
    const named = withTitle(views, '/orders/1/details', 'PC-1');
    expect(withTitle(named, '/orders/1/details', 'PC-1')).toBe(named);
    expect(parseViews([{ path: '/orders/', routeId: '/_app/orders/' }, { nonsense: true }, 'x'])).toEqual([
      { key: '/orders/', path: '/orders/', routeId: '/_app/orders/', seenAt: 0 },
    ]);
    expect(parseViews(null)).toEqual([]);
  });
});
