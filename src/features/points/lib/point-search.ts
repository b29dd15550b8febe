// The points page's filters and sort as they live in the URL (/points/list?city=...&sort=name); anything
// malformed is dropped rather than breaking the page. What they mean: src/lib/points/point-filter.ts.
import { POINT_SORT_KEYS, type PointFilter, type PointSort, type PointSortBy } from '../../../contract/point-filter';

export const POINT_TABS = ['list', 'map', 'export'] as const;
export type PointTab = (typeof POINT_TABS)[number];

export type PointSearch = {
  tab?: PointTab;
  id?: string;
  providerKey?: string;
  code?: string;
  city?: string;
  operation?: 1 | 2 | 3;
  card?: 0 | 1;
  cash?: 0 | 1;
  /** 'distance': near me (the place itself is never in the URL; docs/decisions/points.md "Near me"). */
  sort?: PointSortBy;
  desc?: boolean;
};

// Checked by hand rather than with a schema library: these ten keys are all the page reads, and a
// library's code would weigh more than the rest of the list's chunk (kept light for slow links).
const TEXT_MAX = 200;
const text = (value: unknown) => (typeof value === 'string' && value.trim().length <= TEXT_MAX ? value.trim() : undefined);
const oneOf = <T,>(allowed: readonly T[], value: unknown): T | undefined => (allowed.includes(value as T) ? (value as T) : undefined);
/** A number written as one ("2" as well as 2), as the router may hand it over. */
const numberOf = (value: unknown) => (value === undefined ? undefined : Number(value));

/** The page's search from whatever the URL held: each malformed value dropped, the rest kept. */
export function pointSearchOf(raw: Record<string, unknown>): PointSearch {
  const search: PointSearch = {
    tab: oneOf(POINT_TABS, raw.tab),
    id: text(raw.id),
    providerKey: text(raw.providerKey),
    code: text(raw.code),
    city: text(raw.city),
    operation: oneOf([1, 2, 3] as const, numberOf(raw.operation)),
    card: oneOf([0, 1] as const, numberOf(raw.card)),
    cash: oneOf([0, 1] as const, numberOf(raw.cash)),
    sort: oneOf([...POINT_SORT_KEYS, 'distance'] as const, raw.sort),
    desc: raw.desc === undefined ? undefined : Boolean(raw.desc),
  };
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as PointSearch;
}

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
