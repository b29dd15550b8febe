// Expressions run in the console's page to read and write IndexedDB without Dexie. Strings, not
// functions: tsx compiles functions with esbuild's __name helper, which the page lacks.

/** Opens the console's database only once the app has made it: opening a missing one would create it
 *  empty at version 1 and upset the app's own upgrade. Resolves to null while it does not exist yet. */
const OPEN_CONSOLE_DB = `async () => {
  const names = (await indexedDB.databases()).map((d) => d.name);
  if (!names.includes('parcel-console')) return null;
  return new Promise((resolve) => {
    const request = indexedDB.open('parcel-console');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
  });
}`;

/** One read of a store in the console's database: `get(key)`, `getAll()` or `count()`. */
const READ_STORE = `async (store, method, arg) => {
  const db = await (${OPEN_CONSOLE_DB})();
  if (!db) return undefined;
  try {
    if (!db.objectStoreNames.contains(store)) return undefined;
    return await new Promise((resolve, reject) => {
      const request = arg === undefined ? db.transaction(store).objectStore(store)[method]() : db.transaction(store).objectStore(store)[method](arg);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}`;

/** Resolves with { at: epoch ms, ...row } once the pull of a collection has reached its end. */
export const untilPulled = (collection: string) => `new Promise((resolve) => {
  const read = ${READ_STORE};
  const poll = async () => {
    const row = await read('syncState', 'get', ${JSON.stringify(collection)}).catch(() => undefined);
    if (row && row.complete) resolve({ at: Date.now(), stored: row.stored, total: row.total });
    else setTimeout(poll, 50);
  };
  poll();
})`;

/** The logged-in user's id as the app stored it. */
export const STORED_USER_ID = `(${READ_STORE})('session', 'get', 'current').then((row) => row && row.user.id)`;

/** Queued entries of the outbox, all users. */
export const OUTBOX_COUNT = `(${READ_STORE})('outbox', 'count')`;

/** Reads every stored order, then writes them into a fresh database in one transaction with raw
 *  IndexedDB, with no index and with the console's indexes; answers the two write times. */
export const RAW_WRITE_OF_ORDERS = `(async () => {
  const rows = await (${READ_STORE})('orders', 'getAll');
  const fresh = (name, indexed) => new Promise((resolve, reject) => {
    const removal = indexedDB.deleteDatabase(name);
    removal.onsuccess = removal.onerror = () => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => {
        const store = request.result.createObjectStore('orders', { keyPath: 'id' });
        if (indexed) {
          // As src/db/schema.ts: 'id, created, status.key, order.providerKey, shopId, *_words'.
          store.createIndex('created', 'created');
          store.createIndex('status.key', 'status.key');
          store.createIndex('order.providerKey', 'order.providerKey');
          store.createIndex('shopId', 'shopId');
          store.createIndex('_words', '_words', { multiEntry: true });
        }
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    };
  });
  const timedWrite = async (name, indexed) => {
    const db = await fresh(name, indexed);
    const started = performance.now();
    await new Promise((resolve, reject) => {
      const tx = db.transaction('orders', 'readwrite');
      const store = tx.objectStore('orders');
      for (const row of rows) store.put(row);
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    const ms = performance.now() - started;
    db.close();
    indexedDB.deleteDatabase(name);
    return ms;
  };
  const plainMs = await timedWrite('bench-raw-plain', false);
  const indexedMs = await timedWrite('bench-raw-indexed', true);
  return { count: rows.length, bytesPerRow: Math.round(JSON.stringify(rows).length / rows.length), plainMs, indexedMs };
})()`;

/** Installed before the app's scripts: collects main-thread long tasks with their epoch start. */
export const LONG_TASK_RECORDER = `(() => {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: performance.timeOrigin + e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {
    window.__longTasks = null;
  }
})()`;

export const LONG_TASKS = 'window.__longTasks';
