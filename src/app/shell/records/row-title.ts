// How a synced record is named to people in the shell (breadcrumbs, open views): an order by its number (a
// new one, before the server numbers it, by the shop's own number), an account by its name or address, a
// top-up by its amount. Undefined when the row has nothing to name it by.
import type { RowCollection } from '../../../db/collections';

/** What the shell names a top-up by: its amount, in the UI's words and money format. */
export type TopUpTitle = (amount: number) => string;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** `row`: a stored row with the user's queued changes laid over (its fields as the contract names them). */
export function rowTitle(collection: RowCollection, row: object, topUp: TopUpTitle): string | undefined {
  const fields = row as Record<string, unknown>;
  switch (collection) {
    case 'orders':
      return text(fields.number) ?? text((fields.order as { clientNumber?: unknown } | undefined)?.clientNumber);
    case 'invoices':
      return typeof fields.amount === 'number' ? topUp(fields.amount) : undefined;
    case 'modules':
      // A CRM account has no name: it is known by its address.
      return text(fields.name) ?? text(fields.url)?.replace(/^https?:\/\//, '').replace(/\/$/, '');
    default:
      return text(fields.name);
  }
}
