// The lint keeps imports pointing one way (docs/architecture.md) and refuses cycles: run on a fixture tree
// with one upward import, one downward import and one cycle, it must report exactly the upward import and
// the cycle.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

test('the lint refuses an upward import and a cycle, and accepts a downward import', () => {
  const run = spawnSync(resolve(root, 'node_modules/.bin/oxlint'), ['-c', '.oxlintrc.json', '--format', 'unix', 'tests/fixtures/layers'], {
    cwd: root,
    encoding: 'utf8',
  });
  const problems = run.stdout.split('\n').filter((line) => line.includes('tests/fixtures/layers'));
  const upward = problems.filter((line) => line.includes('no-restricted-imports'));
  const cycles = problems.filter((line) => line.includes('no-cycle'));
  expect(upward).toHaveLength(1);
  expect(upward[0]).toContain('src/db/reads-a-feature.ts');
  expect(cycles.map((line) => line.split(':')[0]).sort()).toEqual(['tests/fixtures/layers/src/sync/lane.ts', 'tests/fixtures/layers/src/sync/queued.ts']);
  expect(problems.filter((line) => line.includes('order-title.ts'))).toEqual([]);
  expect(run.status).not.toBe(0);
});
