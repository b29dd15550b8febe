// Reads the console's IndexedDB the way the app stored it, without the app's code (strings, because tsx
// adds a __name helper to functions that the page does not have).
import type { Page } from '@playwright/test';

const read = (body: string) => `new Promise((resolve, reject) => {
  const open = indexedDB.open('parcel-console');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    const done = (value) => { db.close(); resolve(value); };
    ${body}
  };
})`;

export const localKeys = (page: Page, store: string): Promise<string[]> =>
  page.evaluate(read(`if (!db.objectStoreNames.contains('${store}')) return done([]);
    const req = db.transaction('${store}').objectStore('${store}').getAllKeys();
    req.onsuccess = () => done(req.result);`)) as Promise<string[]>;

export const localRow = <T>(page: Page, store: string, key: string): Promise<T | undefined> =>
  page.evaluate(read(`if (!db.objectStoreNames.contains('${store}')) return done(undefined);
    const req = db.transaction('${store}').objectStore('${store}').get(${JSON.stringify(key)});
    req.onsuccess = () => done(req.result);`)) as Promise<T | undefined>;

/** Every row of a store as id -> version: what the device holds, to compare with the server's versions. */
export const localVersions = async (page: Page, store: string): Promise<Record<string, number>> =>
  page.evaluate(read(`if (!db.objectStoreNames.contains('${store}')) return done({});
    const req = db.transaction('${store}').objectStore('${store}').getAll();
    req.onsuccess = () => done(Object.fromEntries(req.result.map((r) => [r.id, r.version])));`)) as Promise<Record<string, number>>;
