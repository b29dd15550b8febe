// Bad inputs for the sweep test (sweep.test.ts), made from an operation of the OpenAPI document: bodies
// that are not JSON or not the schema's shape, ids of every wrong kind, filters no UI would send.

type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  required?: string[];
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  format?: string;
  minimum?: number;
  minLength?: number;
};

export type Param = { in: 'path' | 'query' | 'header'; name: string; schema?: Schema };
export type Operation = {
  parameters?: Param[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

/** One request of the sweep: what it sends and a name to report it by. */
export type Probe = { name: string; path: string; query?: string; rawBody?: string; contentType?: string };

const deep = (levels: number): unknown => {
  let v: unknown = 1;
  for (let i = 0; i < levels; i += 1) v = i % 2 ? { a: v } : [v];
  return v;
};
const nested = (levels: number): string => '['.repeat(levels) + ']'.repeat(levels);

/** Values of every wrong kind, put where a schema expects something else. */
export const BAD_VALUES: Array<[string, unknown]> = [
  ['null', null],
  ['huge string', 'x'.repeat(200_000)],
  ['unicode', '\u0000\uD800💥 ‮ ّ'],
  ['negative', -1],
  ['huge number', 1e308],
  ['fraction', 0.5],
  ['unsafe integer', 2 ** 63],
  ['array', [1, 'a', null]],
  ['object', { a: { b: 1 } }],
  ['big array', Array.from({ length: 5000 }, (_, i) => i)],
  ['deep', deep(40)],
  ['boolean', true],
  ['empty string', ''],
];

/** A value that fits the schema as plainly as possible, so a bad value at one place reaches the route. */
export function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant, depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => sample(s, depth + 1)));
  if (schema.enum) return schema.enum[0];
  switch (schema.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) out[key] = sample(prop, depth + 1);
      return out;
    }
    case 'array': return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number': return Math.max(1, schema.minimum ?? 1);
    case 'boolean': return true;
    case 'string': return schema.format === 'email' ? 'sweep@example.com' : 'x'.repeat(Math.max(3, schema.minLength ?? 0));
    default: return null;
  }
}

/** Paths to every value inside a sample, up to three levels down (array items as index 0). */
function leafPaths(value: unknown, prefix: Array<string | number> = [], depth = 0): Array<Array<string | number>> {
  if (depth >= 3 || value === null || typeof value !== 'object') return [prefix];
  const keys: Array<string | number> = Array.isArray(value) ? (value.length ? [0] : []) : Object.keys(value);
  const below = keys.flatMap((k) => leafPaths((value as Record<string | number, unknown>)[k], [...prefix, k], depth + 1));
  return prefix.length ? [prefix, ...below] : below;
}

function replaced(value: unknown, path: Array<string | number>, by: unknown): unknown {
  if (!path.length) return by;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  copy[head] = replaced(copy[head], rest, by);
  return copy;
}

export function bodyProbes(op: Operation, path: string): Probe[] {
  const schema = op.requestBody?.content['application/json']?.schema;
  const probes: Probe[] = [
    { name: 'body not JSON', path, rawBody: '{"a": ' },
    { name: 'body of a BOM and garbage', path, rawBody: '\uFEFF\u0000]]' },
    { name: 'body text/plain', path, rawBody: 'hello', contentType: 'text/plain' },
    { name: 'body nested 10,000 deep', path, rawBody: nested(10_000) },
    { name: 'body 900 kB string', path, rawBody: JSON.stringify('y'.repeat(900_000)) },
  ];
  for (const [name, value] of BAD_VALUES) probes.push({ name: `body ${name}`, path, rawBody: JSON.stringify(value) });
  if (!schema) return probes;
  const base = sample(schema);
  probes.push({ name: 'body plain sample', path, rawBody: JSON.stringify(base) });
  for (const leaf of leafPaths(base)) {
    for (const [name, value] of BAD_VALUES) {
      probes.push({ name: `body ${leaf.join('.')} = ${name}`, path, rawBody: JSON.stringify(replaced(base, leaf, value)) });
    }
  }
  return probes;
}

/** Ids no row has, or may not be asked for; `foreign` is another company's row when the path has one. */
export function badIds(foreign: string | undefined): string[] {
  const ids = ['abc', '-1', '0', '1.5', '1e400', '99999999999999999999999', "1' OR '1'='1", '%00', 'ид', 'x'.repeat(5000), '%F0%9F%92%A5', '..%2F..%2Fetc'];
  return foreign ? [...ids, foreign] : ids;
}

const manyConditions = (field: string, n: number) => Array.from({ length: n }, (_, i) => `${field}=${i}`).join(';');

/** Filters of every odd shape; `field` is one the list accepts, so large filters reach the database. */
export function badFilters(field: string): Array<[string, string]> {
  return [
    ['1,000 conditions', manyConditions(field, 1000)],
    ['1,000 contains conditions', Array.from({ length: 1000 }, (_, i) => `${field}%${i}`).join(';')],
    ['100 kB filter', `${field}%${'z'.repeat(100_000)}`],
    ['array of 20,000 values', `${field}=[${Array.from({ length: 20_000 }, (_, i) => i).join(',')}]`],
    ['garbage operators', `${field}!=1;${field}<>2;${field}~3`],
    ['unclosed array', `${field}=[1,2`],
    ['empty array', `${field}=[]`],
    ['unicode', `${field}=\u0000💥‮ّ`],
    ['number out of range', `${field}>1e400`],
    ['operators only', '=<>%'],
    ['semicolons only', ';;;;'],
  ];
}

export function badQueryValues(): Array<[string, string]> {
  return [
    ['text', 'abc'], ['negative', '-5'], ['zero', '0'], ['huge', '99999999999999999999'], ['max safe', String(Number.MAX_SAFE_INTEGER)],
    ['exponent', '1e400'], ['empty', ''], ['long', 'q'.repeat(10_000)], ['NaN', 'NaN'], ['unicode', '💥\u0000'],
  ];
}
