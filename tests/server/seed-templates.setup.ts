// Vitest's global setup: a directory for this run's seeded worlds (tests/server/seeded-world.ts), removed at the
// end; with SERVER_TEST_DATABASE=postgres also the run's throwaway PostgreSQL cluster, where each test file gets
// a database cloned from a seeded template (tests/server/postgres-world.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPgCluster } from '../support/pg-cluster';
import { SERVER_TESTS_ON_POSTGRES } from './test-database';

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'parcel-seeded-worlds-'));
  project.provide('seedTemplates', dir);
  const cluster = SERVER_TESTS_ON_POSTGRES ? await startPgCluster() : null;
  if (cluster) project.provide('testPostgres', cluster.url());
  return () => {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
