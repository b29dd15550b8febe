// Starts the reference server on its own port and data directory for a benchmark run.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type BenchServer = { url: string; stop: () => void };

export async function startBenchServer(port = 8282): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcel-bench-'));
  const child: ChildProcess = spawn('npx', ['tsx', 'server/src/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO: '1', STATIC_DIR: 'dist' },
    stdio: 'ignore',
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/v1/app/config`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: () => {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
