// Draining a long queue (docs/sync.md "Push"): 500 shop creates written straight into the outbox as
// src/sync/enqueue-change.ts writes them, then an `online` event; measured until the outbox is empty
// and the server lists all 500 shops.
import { launchChromium, login } from './sync-collection';
import { OUTBOX_COUNT, STORED_USER_ID, untilPulled } from './page-idb';
import { SYNC_COLLECTIONS } from '../../src/contract/sync-constants';

export const DRAIN_CHANGES = 500;

export type DrainFigures = { changes: number; emptyMs: number; serverMs: number };

/** Writes `count` shop creates of the user in one transaction, as enqueueChange makes them. */
const enqueueShopCreates = (userId: number, count: number) => `new Promise((resolve, reject) => {
  const request = indexedDB.open('parcel-console');
  request.onerror = () => reject(request.error);
  request.onsuccess = () => {
    const db = request.result;
    const tx = db.transaction('outbox', 'readwrite');
    const store = tx.objectStore('outbox');
    for (let i = 1; i <= ${count}; i++) {
      const id = crypto.randomUUID();
      const input = { name: 'Bench shop ' + i, companyName: '', email: '', phone: '' };
      store.add({
        id: crypto.randomUUID(), userId: ${userId}, lane: 'shops:' + id, collection: 'shops', entityId: id, kind: 'shop.create',
        title: input.name, payload: { op: 'upsert', fields: input },
        request: { method: 'POST', path: '/v1/app/shops', body: { id, ...input } },
        baseVersion: 0, attempts: 0, nextAttemptAt: 0, state: 'queued', error: null, createdAt: Date.now(),
      });
    }
    tx.oncomplete = () => { db.close(); resolve(${count}); };
    tx.onerror = () => reject(tx.error);
  };
})`;

async function shopsTotal(baseUrl: string, token: string): Promise<number> {
  const answer = await fetch(`${baseUrl}/v1/app/shops?limit=100`, { headers: { Authorization: token } });
  return ((await answer.json()) as { total: number }).total;
}

/** `serverUrl`: where the server's count is read, when `baseUrl` is a shaped link whose bandwidth the
 *  polling would take from the drain. */
export async function measureDrain(baseUrl: string, changes = DRAIN_CHANGES, serverUrl = baseUrl): Promise<DrainFigures> {
  const browser = await launchChromium();
  try {
    const token = await login(serverUrl);
    const context = await browser.newContext();
    await context.addCookies([{ name: 'token', value: token, url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/shops`);
    // The first sync done (its last collection pulled), so the drain runs alone.
    await page.evaluate(untilPulled(SYNC_COLLECTIONS[SYNC_COLLECTIONS.length - 1]));
    const userId = await page.evaluate<number>(STORED_USER_ID);
    const before = await shopsTotal(serverUrl, token);

    await page.evaluate(enqueueShopCreates(userId, changes));
    const started = Date.now();
    await page.evaluate(`dispatchEvent(new Event('online'))`);
    let emptyAt = 0;
    let serverAt = 0;
    const deadline = started + 10 * 60_000;
    while (!emptyAt || !serverAt) {
      if (Date.now() > deadline) throw new Error(`drain of ${changes} changes did not end in 10 minutes`);
      await new Promise((r) => setTimeout(r, 50));
      if (!emptyAt && (await page.evaluate<number>(OUTBOX_COUNT)) === 0) emptyAt = Date.now();
      if (!serverAt && (await shopsTotal(serverUrl, token)) >= before + changes) serverAt = Date.now();
    }
    return { changes, emptyMs: emptyAt - started, serverMs: serverAt - started };
  } finally {
    await browser.close();
  }
}
