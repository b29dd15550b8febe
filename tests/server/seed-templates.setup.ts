// Vitest's global setup: a directory for this run's seeded worlds (tests/server/seeded-world.ts), removed at the end.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'parcel-seeded-worlds-'));
  project.provide('seedTemplates', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
