/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import type { Plugin } from 'vite';
import { constants as zlibConstants } from 'node:zlib';
import { configDefaults } from 'vitest/config';

/** Small modules the screens share, merged into one chunk (see `codeSplitting` below). */
const SHARED_MODULE = /[\\/]src[\\/](components|features|api|sync|db|lib)[\\/]/;
const MAP_MODULE = /[\\/]src[\\/]features[\\/]points[\\/]components[\\/](map|choice)[\\/]/;
/** Each module's static imports as the build parsed them, so a chunk group can ask what a module loads. */
const staticImports = new Map<string, readonly string[]>();
/** Each module's code size as parsed, for the shared group's size limit (see `sharable`). */
const moduleSizes = new Map<string, number>();
function recordStaticImports(): Plugin {
  return {
    name: 'parcel-static-imports',
    apply: 'build',
    moduleParsed: (info) => {
      staticImports.set(info.id, info.importedIds);
      moduleSizes.set(info.id, info.code?.length ?? 0);
    },
  };
}
/** True when loading the module runs a module `test` matches (it imports one, or a module that does). */
function loads(id: string, test: (id: string) => boolean, seen = new Set<string>()): boolean {
  if (test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (staticImports.get(id) ?? []).some((next) => loads(next, test, seen));
}
/** zod: the forms' checks build their schemas as they load (~30 ms on a phone). */
const ZOD_MODULE = /[\\/]node_modules[\\/]zod[\\/]/;
const loadsZod = (id: string) => loads(id, (m) => ZOD_MODULE.test(m));
/** The map's parts (or a module that imports them, such as a form's point picker): they load with the map. */
const loadsMap = (id: string) => loads(id, (m) => MAP_MODULE.test(m));

/** Modules the shared group takes at most (the group's maxModuleSize). */
const SHARED_MAX_MODULE_SIZE = 3000;
const sharableKnown = new Map<string, boolean>();
/** A module the `shared` chunk may hold: small, loading neither zod nor the map, and each module of ours it
 *  imports either sharable too or loaded at start anyway (the entry's and the app chunk's). Otherwise an
 *  import too big for the group sits in a chunk of its own, and `shared`, which every page loads, would load
 *  that chunk on every page (the rule form, the city box and the shipping fields did). */
function sharable(id: string, visiting = new Set<string>()): boolean {
  const known = sharableKnown.get(id);
  if (known !== undefined) return known;
  if (visiting.has(id)) return true; // a cycle: decided by its other modules
  visiting.add(id);
  const ok = SHARED_MODULE.test(id) && (moduleSizes.get(id) ?? 0) <= SHARED_MAX_MODULE_SIZE && !loadsMap(id) && !loadsZod(id)
    && (staticImports.get(id) ?? []).every((next) => !/[\\/]src[\\/]/.test(next) || /[\\/]node_modules[\\/]/.test(next) || loadedAtStart(next) || sharable(next, visiting));
  visiting.delete(id);
  if (!visiting.size) sharableKnown.set(id, ok);
  return ok;
}
let startModules: Set<string> | null = null;
/** Loaded by every page at start: the entry's modules and the app chunk's. */
function loadedAtStart(id: string): boolean {
  startModules ??= reachable([...staticImports.keys()].find((m) => MAIN_MODULE.test(m)), () => false);
  return startModules.has(id);
}

/** Modules that only the app's own chunk brings (src/app/app.tsx and what it loads, less what src/main.tsx loads
 *  without it): main.tsx imports that chunk dynamically, so the route tree and the store's schema are evaluated
 *  in a task of their own rather than with React's (docs/decisions/performance-on-slow-links.md, "Start-up
 *  work"); `preloadAppChunk` keeps it from costing a round trip. */
const APP_MODULE = /[\\/]src[\\/]app[\\/]app\.tsx$/;
const MAIN_MODULE = /[\\/]src[\\/]main\.tsx$/;
function reachable(from: string | undefined, stopAt: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || stopAt(id)) return;
    seen.add(id);
    for (const next of staticImports.get(id) ?? []) visit(next);
  };
  if (from) visit(from);
  return seen;
}
let appOnlyModules: Set<string> | null = null;
function inAppChunk(id: string): boolean {
  if (!appOnlyModules) {
    const ids = [...staticImports.keys()];
    const fromMain = reachable(ids.find((m) => MAIN_MODULE.test(m)), (m) => APP_MODULE.test(m));
    appOnlyModules = new Set([...reachable(ids.find((m) => APP_MODULE.test(m)), () => false)].filter((m) => !fromMain.has(m)));
  }
  // Libraries keep their own groups (icons, radix) or go where the bundler puts them: a barrel such as
  // lucide-react's reaches every icon, and would pull the screens' icons in here.
  return appOnlyModules.has(id) && !/[\\/]node_modules[\\/]/.test(id);
}

/** index.html preloads the app's chunk and the chunks it imports, so they download with the entry script. */
function preloadAppChunk(): Plugin {
  return {
    name: 'parcel-preload-app-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        // The chunk that holds app.tsx (app-core, or a small facade re-exporting it) and the chunks it imports.
        const app = chunks.find((c) => c.moduleIds.some((id) => APP_MODULE.test(id)));
        if (!app) return html;
        const files = [app.fileName, ...app.imports].filter((file) => !html.includes(`/${file}"`));
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const }));
      },
    },
  };
}

const originOf = (url: string | undefined) => (url ? new URL(url).origin : null);

/** Writes dist/build-origins.json: the other hosts this build talks to (set at build time), which the
 *  server adds to the console's Content-Security-Policy (server/src/middleware/security-headers.ts). */
function buildOrigins(): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'parcel-build-origins',
    apply: 'build',
    configResolved: (config) => void (env = config.env), // .env files and the environment, as the app sees them
    generateBundle() {
      const origins = { chatWidget: originOf(env.VITE_CHAT_WIDGET_URL), api: originOf(env.VITE_API_BASE_URL) };
      this.emitFile({ type: 'asset', fileName: 'build-origins.json', source: `${JSON.stringify(origins)}\n` });
    },
  };
}

// The API host is same-origin by default (the reference server serves the console);
// set VITE_API_BASE_URL at build time to talk to another host.
/** Unit tests sit beside the code they prove; server tests run the real app in-process. */
const UNIT_TESTS = ['src/**/*.test.{ts,tsx}', 'workers/**/*.test.ts', 'tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts'];
/** Unit test files that replace a module with vi.mock: each needs its module graph to itself. */
const MOCKING_TESTS = ['src/features/shops/shop-commands.test.ts', 'src/features/warehouses/warehouse-commands.test.ts'];
/** SERVER_TEST_DATABASE=postgres (npm run test:server:postgres): the server suite again, its apps on PostgreSQL
 *  (tests/server/test-database.ts); without the files that run on both databases by themselves or test only SQLite. */
const SERVER_ON_POSTGRES = process.env.SERVER_TEST_DATABASE === 'postgres';
const NOT_AGAIN_ON_POSTGRES = [
  'tests/server/*-both.test.ts',
  'tests/server/{sql-db,sql-dialect,schema-parity,database,ledger-concurrency,compression,static,security-headers,sync-cursor-writers,two-instances}.test.ts',
];
const SHARED_MODULES_TESTS = SERVER_ON_POSTGRES
  ? { include: ['tests/server/**/*.test.ts'], exclude: [...configDefaults.exclude, ...NOT_AGAIN_ON_POSTGRES] }
  : { include: UNIT_TESTS, exclude: [...configDefaults.exclude, ...MOCKING_TESTS] };

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    // Lingui macros compile through Babel; only our own sources use them.
    babel({ include: /[\\/](src|workers)[\\/].*\.[jt]sx?$/, plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    tailwindcss(),
    buildOrigins(),
    recordStaticImports(),
    preloadAppChunk(),
    VitePWA({
      // Our own service worker (workers/sw.ts): precache plus, later, Background Sync drains.
      strategies: 'injectManifest',
      srcDir: 'workers',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        // The app's identity for the browser: without it, a changed start_url would install as another app.
        id: '/',
        name: 'Parcel Console',
        short_name: 'Parcels',
        description: 'Delivery aggregator console for online shops',
        lang: 'ru',
        // The flag opens the screen last used (src/app/last-screen.ts, docs/decisions/phone.md "Install").
        start_url: '/?launch=app',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1d4ed8',
        icons: [
          { src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: 'pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          { src: 'maskable-icon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // mjs: maplibre's worker ships as .mjs and must be precached for the map to work offline; so must the
        // own base map's data (a JSON file, src/features/points/components/map/base-map.json).
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,woff2}', 'assets/base-map-*.json'],
        // The server picks the .br/.gz beside a file by Accept-Encoding; the precache holds the file itself.
        globIgnores: ['**/*.br', '**/*.gz'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
    // Precompressed once at build time, at the highest levels (the server only reads the files): the server
    // serves file.br or file.gz by Accept-Encoding. Originals stay for the precache and plain clients;
    // maps (sourcemaps) are fetched by devtools only.
    compression({
      include: /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
    }),
  ],
  server: { proxy: { '/v1': 'http://localhost:8080' } },
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    // dist/.vite/manifest.json: each chunk's static imports, read by tests/e2e/lean-screens.spec.ts.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router load with every page anyway; left alone, the bundler cuts them into a dozen
        // small chunks (one per lazily used hook), each costing a request and its own compression window.
        codeSplitting: {
          groups: [
            { name: 'framework', priority: 3, test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](react-router|router-core|history|store|react-store))[\\/]/ },
            // What every page runs at start, in one file rather than a couple of dozen small ones.
            { name: 'app', priority: 2, tags: ['$initial'] },
            // The app's own modules, behind main.tsx's dynamic import (`inAppChunk` above).
            { name: 'app-core', priority: 2, test: inAppChunk },
            // Icons and small modules shared by the screens, one chunk each instead of ~100 files under 1 kB:
            // each file costs a round trip in the service worker's install and on a screen's first click
            // (docs/decisions/offline-and-pwa.md, "Offline-capable first").
            { name: 'icons', priority: 1, test: /node_modules[\\/]lucide-react[\\/]/ },
            // maplibre in a file of its own, whoever imports it (the map, the PMTiles base map): the service
            // worker's install leaves it out by this name (workers/sw/deferred-precache.ts); shared by two map
            // modules it went into a common chunk named after a small one, which the install then fetched.
            { name: 'maplibre-gl', priority: 1, test: /node_modules[\\/]maplibre-gl[\\/]/ },
            // Radix's packages, left alone a dozen chunks of 0.4-17 kB (one per set of screens using them), each
            // a request and a preload link that the page's start inserts (~1 ms each at full speed).
            { name: 'radix', priority: 1, test: /node_modules[\\/](@radix-ui|radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es)[\\/]/ },
            // Nothing that loads zod (the forms and their checks): in here every page that needs any small shared
            // module would run it at start. Nor the map's parts, shared by the points map and the point pickers,
            // nor what imports them: they load with the map or the form, never at start.
            { name: 'shared', test: (id) => sharable(id), maxModuleSize: SHARED_MAX_MODULE_SIZE, minShareCount: 2, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    // Worker threads start faster than forked processes: some 30 s less over the ~180 files on two cores.
    pool: 'threads',
    // One seeded demo world per run, copied by each server test file (tests/server/seeded-world.ts).
    globalSetup: ['tests/server/seed-templates.setup.ts'],
    testTimeout: 20_000,
    // Server test files seed a fresh demo database in beforeAll: a few seconds alone, more while other files run.
    hookTimeout: 60_000,
    // Files share their worker's loaded modules (the server's, mostly): the run takes half the time. Only files
    // that replace a module with vi.mock need a fresh module graph of their own.
    projects: [
      { extends: true, test: { name: 'shared-modules', ...SHARED_MODULES_TESTS, isolate: false } },
      ...(SERVER_ON_POSTGRES ? [] : [{ extends: true as const, test: { name: 'own-modules', include: MOCKING_TESTS, isolate: true } }]),
    ],
  },
});
