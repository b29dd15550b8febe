// The points page's filters and sort as they live in the URL (/points/list?city=...&sort=name); anything
// malformed is dropped rather than breaking the page. What they mean: src/lib/points/point-filter.ts.
import { z } from 'zod';
import { POINT_SORT_KEYS, type PointFilter, type PointSort } from '../../../lib/points/point-filter';

const flag = z.union([z.literal(0), z.literal(1)]);
const text = z.string().trim().max(200).optional().catch(undefined);

export const POINT_TABS = ['list', 'map', 'export'] as const;
export type PointTab = (typeof POINT_TABS)[number];

export const pointSearch = z.object({
  tab: z.enum(POINT_TABS).optional().catch(undefined),
  id: text,
  providerKey: text,
  code: text,
  city: text,
  operation: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])).optional().catch(undefined),
  card: z.coerce.number().pipe(flag).optional().catch(undefined),
  cash: z.coerce.number().pipe(flag).optional().catch(undefined),
  sort: z.enum(POINT_SORT_KEYS).optional().catch(undefined),
  desc: z.coerce.boolean().optional().catch(undefined),
});
export type PointSearch = z.infer<typeof pointSearch>;

export const filterOf = (search: PointSearch): PointFilter => ({
  id: search.id || undefined,
  providerKey: search.providerKey || undefined,
  code: search.code || undefined,
  city: search.city || undefined,
  operation: search.operation,
  card: search.card,
  cash: search.cash,
});

export const sortOf = (search: PointSearch): PointSort => ({ by: search.sort ?? 'name', desc: search.desc ?? false });
