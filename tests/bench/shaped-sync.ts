// A full offline copy of a collection through a shaped link (tests/support/shaped-link.ts): the sync of
// sync-collection.ts with the link in front of the server, its bytes counted from the collection's first
// page until its pull is complete. A slow link may take minutes for 100,000 points: past `timeoutMs` (from
// opening the page) the figure is a lower bound, the time since the first page.
import { startShapedLink, type LinkProfile } from '../support/shaped-link';
import { measureSync, SyncTimeout } from './sync-collection';

export type ShapedSyncFigures = {
  stored: number;
  /** Whether the pull completed within the timeout. */
  done: boolean;
  /** First page until the pull completed, or until the timeout. */
  syncMs: number;
  /** Both directions, over the pull (or until the timeout). */
  bytes: number;
};

export async function measureShapedSync(
  baseUrl: string, profile: LinkProfile, collection: 'orders' | 'points', path: string, timeoutMs: number,
): Promise<ShapedSyncFigures> {
  const link = await startShapedLink(baseUrl, profile);
  const linkBytes = () => link.bytes().down + link.bytes().up;
  let bytes = 0;
  let firstPageAt = performance.now();
  const firstPage = () => {
    link.reset();
    firstPageAt = performance.now();
  };
  try {
    const figures = await measureSync(link.url, collection, path, false, { firstPage, pulled: () => (bytes = linkBytes()), timeoutMs });
    return { stored: figures.stored, done: true, syncMs: figures.syncMs, bytes };
  } catch (e) {
    if (!(e instanceof SyncTimeout)) throw e;
    return { stored: 0, done: false, syncMs: performance.now() - firstPageAt, bytes: linkBytes() };
  } finally {
    await link.close();
  }
}
