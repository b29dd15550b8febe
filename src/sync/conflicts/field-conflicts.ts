// A refused edit's fields side by side (docs/sync.md "Conflicts"): the record as the edit found it (base),
// what the user sent (mine) and the record as the server has it now (theirs). Objects are compared field by
// field (recipient.city), lists as a whole (an order's items). Only the fields someone changed are listed.
type Json = Record<string, unknown>;

export type FieldConflict = {
  /** Dot path of the field: 'name', 'recipient.city'. */
  path: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
  changedByMe: boolean;
  changedByThem: boolean;
};

export type FieldChoice = 'mine' | 'theirs';

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The same value: key order does not matter; absent, undefined and null are the same. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (isObject(a) && isObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  // The server answers null where a body leaves a field out.
  return (a ?? null) === (b ?? null);
}

/** Every leaf of `value` by its dot path; lists and plain values are leaves. */
export function leaves(value: Json, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) => (isObject(child) ? leaves(child, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

/** Puts `value` at the dot path, making the objects on the way (undefined removes the field). */
export function setAt(record: Json, path: string, value: unknown): void {
  const keys = path.split('.');
  const parent = keys.slice(0, -1).reduce<Json>((node, key) => (isObject(node[key]) ? (node[key] as Json) : (node[key] = {})), record);
  if (value === undefined) delete parent[keys.at(-1)!];
  else parent[keys.at(-1)!] = structuredClone(value);
}

export const valueAt = (record: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), record);

/** The fields of the user's body that the user or someone else changed since the base. */
export function fieldConflicts(base: Json, mine: Json, theirs: Json): FieldConflict[] {
  return leaves(mine).flatMap((path) => {
    const at = { base: valueAt(base, path), mine: valueAt(mine, path), theirs: valueAt(theirs, path) };
    const changedByMe = !sameValue(at.mine, at.base);
    const changedByThem = !sameValue(at.theirs, at.base);
    return changedByMe || changedByThem ? [{ path, ...at, changedByMe, changedByThem }] : [];
  });
}

/** What keeps both sides' work: the user's value where the user changed it, the server's elsewhere. */
export const defaultChoices = (conflicts: FieldConflict[]): Record<string, FieldChoice> =>
  Object.fromEntries(conflicts.map((c) => [c.path, c.changedByMe ? 'mine' : 'theirs']));

/** The body to send again: the user's, with the server's value in each field chosen so. */
export function mergedBody(mine: Json, theirs: Json, choices: Record<string, FieldChoice>): Json {
  const body = structuredClone(mine);
  for (const [path, choice] of Object.entries(choices)) if (choice === 'theirs') setAt(body, path, valueAt(theirs, path));
  return body;
}
