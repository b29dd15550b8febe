// The renderer process of the points list with the whole points world on the device, as a field worker's
// phone holds it (target: docs/decisions/performance-on-slow-links.md, "Memory on a phone"). The renderer runs
// the page and its workers. Measured twice: once the first sync has stored every point and the list shows
// them all (the peak of a new device), and when the app is opened again on a device that holds them (a new
// browser on the same profile: the catalog comes from its saved snapshot), which is every later start.
import { rmSync } from 'node:fs';
import { untilPulled } from './page-idb';
import { BareChromium } from './bare-chromium';
import { acceptOffer, login } from './sync-collection';

export type RendererMemory = { points: number; afterFirstSyncMb: number; reopenedMb: number };

/** Settled: the workers' last writes done and garbage collected in their own time. */
const SETTLE_MS = 8000;

const listShowsAll = (stored: number) =>
  `Number((document.querySelector('[data-testid="points-count"]')?.textContent ?? '').replace(/\\D/g, '')) >= ${stored - 50}`;

/** Opens the points list in a new tab and waits until it shows `stored` points (all, when undefined: after
 *  the pull); answers how many it shows and the renderer's memory then. */
async function openPointsList(chromium: BareChromium, baseUrl: string, stored?: number): Promise<{ stored: number; mb: number }> {
  const page = await chromium.newPage();
  await chromium.send('Page.navigate', { url: `${baseUrl}/points/list` }, page);
  await chromium.waitFor(page, `document.readyState === 'complete'`, 60_000);
  const count = stored ?? (await chromium.evaluate<{ stored: number }>(page, untilPulled('points'))).stored;
  await chromium.waitFor(page, listShowsAll(count), 300_000);
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  return { stored: count, mb: await chromium.busiestRendererMb() };
}

export async function measureRendererMemory(baseUrl: string): Promise<RendererMemory> {
  await acceptOffer(baseUrl);
  const token = await login(baseUrl);
  const first = await BareChromium.launch();
  let profile = first.profile;
  try {
    // Kept on disk (a session cookie would not outlive the first browser).
    await first.send('Storage.setCookies', { cookies: [{ name: 'token', value: token, url: baseUrl, expires: Date.now() / 1000 + 86_400 }] });
    const synced = await openPointsList(first, baseUrl);
    await first.close(true);
    const again = await BareChromium.launch(profile);
    profile = again.profile;
    const reopened = await openPointsList(again, baseUrl, synced.stored);
    await again.close(true);
    return { points: synced.stored, afterFirstSyncMb: synced.mb, reopenedMb: reopened.mb };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}
