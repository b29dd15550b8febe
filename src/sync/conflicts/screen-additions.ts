// What the screen laid over a change's body when it was queued (a secret shown as its mask, the module's kind):
// the overlay holds it, the request does not. A conflict shows the user's side through it and sends it on
// with the body sent again, so a secret typed once is never printed nor stored in the overlay in clear
// (docs/sync.md "Conflicts").
import type { OutboxEntry } from '../../db/outbox-entry';
import { leaves, sameValue, setAt, valueAt } from './field-conflicts';

type Json = Record<string, unknown>;

const bodyOf = (entry: OutboxEntry): Json => (entry.request.body ?? {}) as Json;

/** The overlay's leaves the body lacks or holds otherwise, by dot path. */
function additions(entry: OutboxEntry): Array<[string, unknown]> {
  if (entry.payload.op !== 'upsert') return [];
  const fields = entry.payload.fields;
  const body = bodyOf(entry);
  return leaves(fields).flatMap((path): Array<[string, unknown]> => {
    const value = valueAt(fields, path);
    return sameValue(value, valueAt(body, path)) ? [] : [[path, value]];
  });
}

/** The user's body as the screen showed it: each secret as its mask. */
export function shownBody(entry: OutboxEntry): Json {
  const view = structuredClone(bodyOf(entry));
  for (const [path, value] of additions(entry)) setAt(view, path, value);
  return view;
}

/** What the screen adds to `body` sent again (the registry's `shown`): the additions whose field still holds
 *  the user's value, and those the body never had. A field taken from the server shows the server's value,
 *  which is masked already. Whole top-level fields, since an overlay lays them over the record shallowly. */
export function shownFor(entry: OutboxEntry, body: Json): Json {
  const mine = bodyOf(entry);
  const kept = additions(entry).filter(([path]) => sameValue(valueAt(body, path), valueAt(mine, path)));
  const view = structuredClone(body);
  for (const [path, value] of kept) setAt(view, path, value);
  const tops = new Set(kept.map(([path]) => path.split('.')[0]));
  return Object.fromEntries([...tops].map((key) => [key, view[key]]));
}
