// End-to-end tests: the built console served by the real reference server, driven in Debian's Chromium.
import { defineConfig } from '@playwright/test';
import { ANSWER_FILES, E2E_BASE_URL, E2E_DATA_DIR, E2E_PORT, POINTS_BASE_URL, POINTS_DATA_DIR, POINTS_PORT, POINTS_WORLD } from './support/env';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // A whole user flow on a two-core machine drawing with SwiftShader: most take 10-40 s, the longest near a
  // minute when the machine is busy; a hang still fails well within the run's budget.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Every answer of the suite's servers must be one their OpenAPI document lists (docs/api.md "The API's description").
  globalTeardown: './support/answers-documented.ts',
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'ru-RU',
    serviceWorkers: 'allow',
    // A trace records a DOM snapshot at every action and a screencast throughout: a few seconds of a core per
    // test whether it passes or not. CI retries a failed test once and records that run; locally, where
    // nothing retries, the failed run keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
        '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [{
    // A fresh data directory per run, so the demo world is seeded anew and tests start from known data. With
    // E2E_INSTANCES=2 (npm run e2e:two-instances): two instances on PostgreSQL behind a proxy on the same port
    // (support/two-instance-server.ts).
    command: process.env.E2E_INSTANCES === '2' ? 'tsx tests/e2e/support/two-instance-server.ts' : `rm -rf ${E2E_DATA_DIR} && tsx server/src/main.ts`,
    cwd: '../..',
    url: `${E2E_BASE_URL}/v1/app/config`,
    // A small points world: every login pulls all points, and 100,000 of them would weigh on every test;
    // points.spec.ts starts a server of its own with the full demo world.
    // Every test browser calls from 127.0.0.1, and most tests sign up a company of their own: the
    // per-address cap on signup mails is raised past what one run asks for. The demo company holds 400
    // orders, not the demo's 5,000: every test logged in as it pulls them all to a new device, about 3 s of a
    // core each at 1,500, and a hundred tests do (the figures with more are `npm run bench`'s; a list longer
    // than a screen needs far fewer).
    env: { PORT: String(E2E_PORT), DATA_DIR: E2E_DATA_DIR, DEMO: '1', STATIC_DIR: 'dist', SEED_POINTS: '2000', SEED_ORDERS: '400', MAILS_PER_CLIENT_HOUR: '1000', ANSWER_CHECK_FILE: ANSWER_FILES[0]! },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  }, {
    // A large points world for points-*.spec.ts, which set this baseURL: 30,000 points, enough for paged pulls,
    // the worker's catalog and clustered maps; every test syncs it to a new device, and the demo's full 100,000
    // (SEED_POINTS default) cost minutes per test. The figures with 100,000 are `npm run bench`'s.
    command: `rm -rf ${POINTS_DATA_DIR} && tsx server/src/main.ts`,
    cwd: '../..',
    url: `${POINTS_BASE_URL}/v1/app/config`,
    env: { PORT: String(POINTS_PORT), DATA_DIR: POINTS_DATA_DIR, DEMO: '1', STATIC_DIR: 'dist', SEED_POINTS: String(POINTS_WORLD), MAILS_PER_CLIENT_HOUR: '1000', ANSWER_CHECK_FILE: ANSWER_FILES[1]! },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
  }],
});
