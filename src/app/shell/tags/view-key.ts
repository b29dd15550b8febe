// What an open view shows, from its route's path pattern and its path: the params, and the view's key. A page
// that is one of a record's own (`/orders/$id/details`, `/orders/$id/edit`, `/invoices/$invoiceId/status`) is a
// view of that record, so its pages share one tab; any other page is a view of its own.
import { NEW_ITEM } from '../../route-title';

const split = (path: string) => path.replace(/^\/|\/$/g, '').split('/').filter(Boolean);

export function paramsOf(fullPath: string, path: string): Record<string, string> {
  const values = split(path);
  const params: Record<string, string> = {};
  split(fullPath).forEach((segment, i) => {
    if (!segment.startsWith('$') || values[i] === undefined) return;
    try {
      params[segment.slice(1)] = decodeURIComponent(values[i]);
    } catch {
      params[segment.slice(1)] = values[i];
    }
  });
  return params;
}

export function viewKeyOf(fullPath: string, path: string): string {
  const segments = split(fullPath);
  const values = split(path);
  const last = segments.findLastIndex((s) => s.startsWith('$'));
  const ownPage = last >= 0 && last === segments.length - 2 && values[last] !== NEW_ITEM;
  return ownPage ? '/' + values.slice(0, last + 1).join('/') : path;
}
