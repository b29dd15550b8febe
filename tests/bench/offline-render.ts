// Time to first render with the network off: the shell comes from the service worker's precache.
import { chromium } from '@playwright/test';
import { untilControlled } from '../support/service-worker';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// A string, not a function: tsx compiles functions with esbuild's __name helper, which the page lacks.
const UNTIL_SHELL_RENDERED = `new Promise((resolve) => {
  const check = () => {
    const mark = performance.getEntriesByName('app-rendered')[0];
    if (mark && document.querySelector('aside nav a')) resolve(performance.now());
    else requestAnimationFrame(check);
  };
  check();
})`;

export async function measureOfflineRender(baseUrl: string, runs = 15): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const login = await context.request.post(`${baseUrl}/v1/app/user/login`, {
      data: { username: 'admin@demo.local', password: 'demo12345' },
    });
    const { token } = await login.json();
    await context.addCookies([{ name: 'token', value: token, url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard`);
    await untilControlled(page);
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.reload();
      const t = await page.evaluate<number>(UNTIL_SHELL_RENDERED);
      times.push(t);
    }
    return times;
  } finally {
    await browser.close();
  }
}
