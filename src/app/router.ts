// The router instance and its type registration. Made on first ask rather than when the app's chunk is
// evaluated: building it reads the whole route tree (~25 ms at full speed here), and main.tsx asks for it in a
// task of its own (docs/decisions/performance-on-slow-links.md, "Start-up work").
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen';
import './route-meta';

const makeRouter = () => createRouter({
  routeTree,
  defaultPreload: 'intent',
  scrollRestoration: true,
  notFoundMode: 'root',
});

let router: ReturnType<typeof makeRouter> | undefined;

export const appRouter = (): ReturnType<typeof makeRouter> => (router ??= makeRouter());

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}
