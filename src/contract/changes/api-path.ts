// One path of the API as one value, shared by the console, the sync worker's tests and the server: its
// OpenAPI template ('/v1/app/orders/{id}/cancel'), a builder from typed parameters (each one encoded) and the
// way back from a sent path to its parameters. The server mounts its routers under a prefix, so it takes the
// template relative to that prefix (`relativeTo`).

type ParamNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type PathParams<T extends string> = { [K in ParamNames<T>]: string };

export type ApiPath<T extends string = string> = {
  readonly template: T;
  build(params: PathParams<T>): string;
  /** The parameters of a path this template makes, decoded; null for any other path. */
  match(path: string): PathParams<T> | null;
  /** The template below a router's prefix, as the server registers it ('/{id}/cancel' under '/v1/app/orders'). */
  relativeTo(prefix: string): string;
};

const PARAM = /\{([^}]+)\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function apiPath<T extends string>(template: T): ApiPath<T> {
  const names = [...template.matchAll(PARAM)].map((m) => m[1]!);
  const pattern = new RegExp(`^${template.split(PARAM).map((part, i) => (i % 2 ? '([^/]+)' : escapeRegExp(part))).join('')}$`);
  return {
    template,
    build: (params) => template.replace(PARAM, (_, name: string) => encodeURIComponent((params as Record<string, string>)[name]!)),
    match(path) {
      const found = pattern.exec(path);
      if (!found) return null;
      try {
        return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1]!)])) as PathParams<T>;
      } catch {
        return null;
      }
    },
    relativeTo(prefix) {
      if (!template.startsWith(prefix)) throw new Error(`${template} is not under ${prefix}`);
      return template.slice(prefix.length) || '/';
    },
  };
}
