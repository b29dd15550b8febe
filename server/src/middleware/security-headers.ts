// Security headers on every answer (docs/decisions/security.md, "Headers"): no sniffing, no framing, referrers
// cut to the origin across sites, and a Content-Security-Policy. API answers are data, so their policy allows
// nothing; the console's policy allows what the product uses and no other script than its own files.
import { secureHeaders } from 'hono/secure-headers';
import type { MiddlewareHandler } from 'hono';

/** Hosts beyond this server that the console may reach; all optional. */
export type ConsoleOrigins = {
  /** MAP_STYLE_URL's origin: the style, and its tiles, glyphs and sprites when they live there too. */
  mapStyle?: string | null;
  /** MAP_PMTILES_URL's origin: the archive the map reads by range requests. */
  mapPmtiles?: string | null;
  /** CSP_CONNECT_SRC: more hosts the map needs (tiles served from another host than the style). */
  extraConnect?: string[];
  /** The build's own (dist/build-origins.json): the support chat's host and an API on another host. */
  chatWidget?: string | null;
  api?: string | null;
};

const shared = {
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  // The origin only, never the path (ids of orders) to other sites; some tile hosts check the origin.
  referrerPolicy: 'strict-origin-when-cross-origin',
  // The API is called from other origins by design (CORS); its answers may be read there.
  crossOriginResourcePolicy: false,
  // Browsers heed it over https only; this site alone, not the operator's other subdomains.
  strictTransportSecurity: 'max-age=15552000',
} as const;

export const apiSecurityHeaders = (): MiddlewareHandler =>
  secureHeaders({ ...shared, contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } });

const present = (...values: Array<string | null | undefined>): string[] => values.filter((v): v is string => !!v);

export function consoleSecurityHeaders(o: ConsoleOrigins): MiddlewareHandler {
  const chat = present(o.chatWidget);
  return secureHeaders({
    ...shared,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...chat],
      // maplibre and the module workers; blob: for maplibre's worker when it builds one from a bundle.
      workerSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", ...new Set(present(o.mapStyle, o.mapPmtiles, o.api)), ...(o.extraConnect ?? []), ...chat],
      // Avatars are any http(s) address or a data:image URL; map tiles and sprites become blob: images.
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
      // Inline <style> elements come from libraries at run time (Radix's scroll lock, maplibre).
      styleSrc: ["'self'", "'unsafe-inline'", ...chat],
      fontSrc: ["'self'", 'data:'],
      frameSrc: chat.length ? chat : ["'none'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  });
}
