// Expressions run in the console's page to read and write IndexedDB without Dexie. Strings, not
// functions: tsx compiles functions with esbuild's __name helper, which the page lacks.
import { PAGED_COLLECTIONS } from '../../src/db/schema';
import { WORDS_TABLES } from '../../src/db/search-words';

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

/** The console's indexes of each synced store, as src/db/schema.ts declares them (keyPath, multiEntry);
 *  points as the one-record-per-point store they had before they were kept as pages. */
const STORE_INDEXES: Record<string, Array<[string, boolean]>> = {
  orders: [['created', false], ['status.key', false], ['order.providerKey', false], ['shopId', false]],
  points: [['version', false]],
};

/** Every stored record of a collection, read from its rows or, for a collection kept as pages
 *  (PAGED_COLLECTIONS), the pages' live items in order. */
const STORED_RECORDS = `async (store) => {
  const read = ${READ_STORE};
  const pages = ${JSON.stringify(PAGED_COLLECTIONS)}[store];
  if (!pages) return read(store, 'getAll');
  const live = new Map();
  for (const { body } of await read(pages, 'getAll')) {
    const page = JSON.parse(typeof body === 'string' ? body : new TextDecoder().decode(body));
    for (const id of page.deleted) live.delete(id);
    for (const item of page.items) live.set(item.id, item);
  }
  return [...live.values()];
}`;

/** Reads every stored record of a collection, then writes them into a fresh database in one transaction
 *  with raw IndexedDB, one record each, with no index and as the console stores them: with its indexes
 *  and, for a collection with search words, the words' rows (src/db/search-words.ts, read from the
 *  console's own table) in the same transaction. Answers the two write times. */
export const rawWriteOf = (store: string) => `(async () => {
  const store = ${JSON.stringify(store)};
  const indexes = ${JSON.stringify(STORE_INDEXES[store] ?? [])};
  const wordsStore = ${JSON.stringify((WORDS_TABLES as Record<string, string>)[store] ?? null)};
  const rows = await (${STORED_RECORDS})(store);
  const wordRows = wordsStore ? (await (${READ_STORE})(wordsStore, 'getAll')) ?? [] : [];
  const fresh = (name, indexed) => new Promise((resolve, reject) => {
    const removal = indexedDB.deleteDatabase(name);
    removal.onsuccess = removal.onerror = () => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => {
        const created = request.result.createObjectStore(store, { keyPath: 'id' });
        if (indexed) for (const [path, multiEntry] of indexes) created.createIndex(path, path, { multiEntry });
        if (indexed && wordsStore) request.result.createObjectStore(wordsStore, { keyPath: 'id' });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    };
  });
  const timedWrite = async (name, indexed) => {
    const db = await fresh(name, indexed);
    const started = performance.now();
    await new Promise((resolve, reject) => {
      const withWords = indexed && wordsStore;
      const tx = db.transaction(withWords ? [store, wordsStore] : [store], 'readwrite');
      const target = tx.objectStore(store);
      for (const row of rows) target.put(row);
      if (withWords) for (const row of wordRows) tx.objectStore(wordsStore).put(row);
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
  let bytes = 0;
  for (let i = 0; i < rows.length; i += 97) bytes += JSON.stringify(rows[i]).length;
  return { count: rows.length, bytesPerRow: Math.round(bytes / Math.ceil(rows.length / 97)), plainMs, indexedMs };
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
