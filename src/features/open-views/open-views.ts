// The open views as a list and the rules that change it (docs/decisions/shell-and-settings.md "Breadcrumbs and
// open views"): one view per record (an order's details and its edit page share one), at most MAX_OPEN_VIEWS,
// the one seen longest ago closing to make room.

/** `key`: what the view shows (a record's path, or the page's); `path`: where it was last; `title`: the record's
 *  name as last seen, so the tab is named at once after a reload; `seenAt`: when it was last shown. */
export type OpenView = { key: string; path: string; routeId: string; title?: string; seenAt: number };

export const MAX_OPEN_VIEWS = 10;

/** Shows a view: a view of the same key (the same record) moves to its new page in place, keeping the record's
 *  name; a new one goes last, and past the cap the view seen longest ago closes. */
export function withView(views: readonly OpenView[], next: Omit<OpenView, 'title'>): OpenView[] {
  const index = views.findIndex((v) => v.key === next.key);
  if (index >= 0) return views.map((v, i) => (i === index ? { ...v, path: next.path, routeId: next.routeId, seenAt: next.seenAt } : v));
  const added = [...views, next];
  if (added.length <= MAX_OPEN_VIEWS) return added;
  const oldest = added.slice(0, -1).reduce((a, b) => (b.seenAt < a.seenAt ? b : a));
  return added.filter((v) => v !== oldest);
}

/** The record's name for the view at `path` (unchanged list when it is already that). */
export function withTitle(views: readonly OpenView[], path: string, title: string): readonly OpenView[] {
  const index = views.findIndex((v) => v.path === path);
  if (index < 0 || views[index].title === title) return views;
  return views.map((v, i) => (i === index ? { ...v, title } : v));
}

/** Views stored by an older version (no key, no time) are read as views of their own path. */
export function parseViews(raw: unknown): OpenView[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null && typeof v.path === 'string' && typeof v.routeId === 'string')
    .map((v) => ({
      key: typeof v.key === 'string' ? v.key : String(v.path),
      path: String(v.path),
      routeId: String(v.routeId),
      ...(typeof v.title === 'string' ? { title: v.title } : {}),
      seenAt: typeof v.seenAt === 'number' ? v.seenAt : 0,
    }))
    .slice(-MAX_OPEN_VIEWS);
}
