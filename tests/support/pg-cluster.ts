// A throwaway PostgreSQL cluster for the server's tests (docs/decisions/database.md): initdb into a temp dir,
// started on 127.0.0.1 with fsync off, stopped and removed after. Debian's binaries (apt-get install
// postgresql); as root they run as the `postgres` user, since initdb refuses root. Where PostgreSQL is not
// installed its tests are skipped, unless REQUIRE_POSTGRES is set: CI sets it, so they cannot skip there.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export type PgCluster = { url: (database?: string) => string; stop: () => void };

function binDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(a) - Number(b));
  return versions.length ? join(root, versions.at(-1)!, 'bin') : null;
}

/** Whether the PostgreSQL tests run here: where it is installed, and always where REQUIRE_POSTGRES asks. */
export const postgresTestsRun = (): boolean => binDir() !== null || !!process.env.REQUIRE_POSTGRES;

export async function startPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  if (!bin) throw new Error('no PostgreSQL under /usr/lib/postgresql (apt-get install -y postgresql)');
  const dir = mkdtempSync(join(tmpdir(), 'pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const [command, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
    execFileSync(command, argv, { stdio: 'pipe' });
  };
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString());
    chownSync(dir, id('-u'), id('-g'));
  }
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const port = await freePort();
  const settings = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run('pg_ctl', ['-D', data, '-w', '-l', join(dir, 'log'), '-o', settings, 'start']);
  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
