// The lint keeps imports pointing one way (docs/architecture.md) and refuses cycles: run on a fixture tree
// with upward imports, downward imports and one cycle, it must report exactly the upward imports and the cycle.
// The server's and the workers' rules are allow-lists: the fixture's server reaches into the session and its
// worker into the routes, neither named by any rule, and both are refused; their imports of what the
// allow-lists hold pass. Other features reach the points feature only through its surface (its index).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const FIXTURE = 'tests/fixtures/layers';

function lintFixture(): string[] {
  const run = spawnSync(resolve(root, 'node_modules/.bin/oxlint'), ['-c', '.oxlintrc.json', '--format', 'unix', FIXTURE], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(run.status).not.toBe(0);
  return run.stdout.split('\n').filter((line) => line.includes(FIXTURE));
}

const fileOf = (line: string) => line.split(':')[0].slice(FIXTURE.length + 1);

test('the lint refuses upward imports and a cycle, and accepts downward imports', () => {
  const problems = lintFixture();
  const refused = problems.filter((line) => line.includes('no-restricted-imports')).map(fileOf).sort();
  expect(refused).toEqual([
    'server/src/reads-the-session.ts',
    'src/db/reads-a-feature.ts',
    'src/features/calculator/reads-points-inside.ts',
    'workers/reads-a-route.ts',
  ]);
  const cycles = problems.filter((line) => line.includes('no-cycle')).map(fileOf).sort();
  expect(cycles).toEqual(['src/sync/lane.ts', 'src/sync/queued.ts']);
  const accepted = ['order-title.ts', 'reads-the-contract.ts', 'reads-the-store.ts', 'reads-points-surface.ts', 'points/index.ts'];
  expect(problems.filter((line) => accepted.some((name) => line.includes(name)))).toEqual([]);
});
