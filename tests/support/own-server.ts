// Starts a reference server of its own (port, data directory, built console) for a benchmark or for an
// end-to-end test that must change what is deployed without disturbing the shared test server.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export type OwnServer = { url: string; dataDir: string; stop: () => void };

const ROOT = resolve(import.meta.dirname, '../..');

/** `env` adds to the server's environment, e.g. { SEED_ORDERS: '10000' } for a bigger demo world. The points
 *  world is small unless `env` asks for more: every login pulls all points, and 100,000 of them would load
 *  the machine through a test about something else. */
export async function startOwnServer(port: number, staticDir = join(ROOT, 'dist'), env: Record<string, string> = {}): Promise<OwnServer> {
  const url = `http://localhost:${port}`;
  // A server left over from an interrupted run would answer the readiness check below in place of ours, and the
  // test or bench would silently drive the old build and data.
  if (await answers(url)) throw new Error(`a server already listens on ${port}: stop it first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'parcel-own-server-'));
  const child: ChildProcess = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, SEED_POINTS: '2000', ...env, PORT: String(port), DATA_DIR: dataDir, DEMO: '1', STATIC_DIR: staticDir },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (await answers(url)) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    dataDir,
    stop: () => {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/v1/app/config`)).ok;
  } catch {
    return false; // not listening
  }
}
