// A finished export's file as it leaves: read from the database a stored chunk at a time (db/repos/point-exports.ts),
// so a 30 MB file never sits whole in the API's memory and any instance serves it.
import type { PointExports } from '../db/repos/point-exports';

export function exportFileStream(jobs: Pick<PointExports, 'fileChunk'>, id: string): ReadableStream<Uint8Array> {
  let seq = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const bytes = await jobs.fileChunk(id, seq++);
      if (bytes) controller.enqueue(bytes);
      else controller.close();
    },
  });
}
