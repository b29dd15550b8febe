// Several reference server processes on one PostgreSQL database (docs/decisions/scale-out.md), for the
// two-instance tests and the bench: each its own port and data directory, all started at once (the first on an
// empty database migrates and seeds while the others wait). Run as `node --import tsx`, one process each, so a
// kill -9 kills the server itself and not a wrapper around it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port';

const ROOT = resolve(import.meta.dirname, '../..');
/** A fixed key: every instance must seal and open secrets alike. */
export const INSTANCES_SECRETS_KEY = 'a1'.repeat(32);

export type ServerInstance = {
  url: string;
  /** The process's log so far (stdout and stderr). */
  log: () => string;
  /** kill -9: no clean stop, its heartbeat just ends. */
  kill: () => void;
  stop: () => Promise<void>;
};

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/v1/app/config`)).ok;
  } catch {
    return false;
  }
}

function startOne(port: number, databaseUrl: string, env: Record<string, string>, staticDir: string | null): { instance: ServerInstance; child: ChildProcess } {
  const dataDir = mkdtempSync(join(tmpdir(), 'parcel-instance-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env, SEED_POINTS: '500', SEED_ORDERS: '50', ...env,
      PORT: String(port), DATA_DIR: env.DATA_DIR ?? dataDir, DEMO: '1', DATABASE_URL: databaseUrl, SECRETS_KEY: INSTANCES_SECRETS_KEY,
      STATIC_DIR: staticDir ?? join(dataDir, 'no-console'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => void (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => void (log += d.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
  return {
    child,
    instance: {
      url: `http://127.0.0.1:${port}`,
      log: () => log,
      kill: () => {
        child.kill('SIGKILL');
        void exited.then(cleanUp);
      },
      stop: async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited;
        cleanUp();
      },
    },
  };
}

/** `env` adds to each server's environment (SEED_*, SIM_TICK_MS, ...; DATA_DIR to share one); `staticDir` serves a
 *  built console. */
export async function startInstances(n: number, databaseUrl: string, env: Record<string, string> = {}, staticDir: string | null = null): Promise<ServerInstance[]> {
  const started = await Promise.all(Array.from({ length: n }, async () => startOne(await freePort(), databaseUrl, env, staticDir)));
  const deadline = Date.now() + 180_000;
  for (const { instance, child } of started) {
    for (;;) {
      if (await answers(instance.url)) break;
      if (Date.now() > deadline || child.exitCode !== null) {
        await Promise.all(started.map((s) => s.instance.stop()));
        throw new Error(`instance ${instance.url} did not start:\n${instance.log()}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return started.map((s) => s.instance);
}
