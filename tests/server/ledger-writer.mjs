// A writer of its own for the ledger's concurrency test (ledger-concurrency.test.ts): one thread, one SQLite
// connection to the shared file per round, running its share of money operations as the server would, each in
// a deferred transaction retried while the database is busy (as an instance retries a serialization failure).
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { run } = await tsImport('./ledger-writer-ops.ts', import.meta.url);
parentPort.on('message', async (round) => parentPort.postMessage(await run(round)));
parentPort.postMessage('ready');
