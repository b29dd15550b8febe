// Entry of every thread of thread-pool.ts. Plain JS on purpose: a worker starts a fresh Node without the
// TypeScript loader the server runs under (tsx, or vitest in tests), so it registers tsx itself and then
// loads the pool's typed module, once per thread. The bytes are marked to be moved here: tsImport loads its
// own copy of tinypool, whose mark the pool's copy would not know.
import { Tinypool } from 'tinypool';
import { tsImport } from 'tsx/esm/api';

const { run } = await tsImport(Tinypool.workerData.module, import.meta.url);
export default async (task) => Tinypool.move(await run(task));
