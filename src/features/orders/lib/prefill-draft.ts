// A new order's form filled in from elsewhere (the calculator's "Create order"): values by draft path in the
// page's address, so a reload or a shared link keeps them. Only the draft's own paths are taken, and the places
// get as many rows as the values name.
import { draftWith, emptyDraft, emptyPlace, type OrderDraft } from './order-draft';

const PREFILL_PATH = /^(order\.\w+|cost\.\w+|(sender|recipient)\.\w+|places\.\d{1,2}\.\w+)$/;
const PREFILL_MAX = 200;

/** The values a search parameter may carry: strings by known path; anything else is dropped. */
export function prefillValues(raw: unknown): Record<string, string> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const entries = Object.entries(raw as Record<string, unknown>)
    .filter(([path, value]) => PREFILL_PATH.test(path) && (typeof value === 'string' || typeof value === 'number'))
    .slice(0, PREFILL_MAX)
    .map(([path, value]) => [path, String(value)] as const);
  return Object.fromEntries(entries);
}

export function prefilledDraft(values: Record<string, string>): OrderDraft {
  const base = emptyDraft();
  const placeCount = Math.max(1, ...Object.keys(values).map((p) => (p.startsWith('places.') ? Number(p.split('.')[1]) + 1 : 0)));
  base.places = Array.from({ length: placeCount }, (_, i) => emptyPlace(i + 1));
  // Only fields the draft has: a path naming no field of its block would add one the form never shows.
  const blocks: Partial<Record<string, object>> = { order: base.order, cost: base.cost, sender: base.sender, recipient: base.recipient, places: base.places[0] };
  const known = Object.fromEntries(Object.entries(values).filter(([path]) => {
    const [block = '', second = '', third = ''] = path.split('.');
    const target = blocks[block];
    return target !== undefined && Object.hasOwn(target, block === 'places' ? third : second);
  }));
  return draftWith(known, base);
}
