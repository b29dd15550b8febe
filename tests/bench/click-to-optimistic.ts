// Click-to-optimistic-update: from a click on a tariff rule's switch to the switch showing the new
// state (the outbox entry written, the live query re-read, React committed). Offline, so the figure is
// the console's own work, not the network's.
import { chromium } from '@playwright/test';
import { untilControlled } from '../support/service-worker';
import { CHROMIUM_ARGS } from './offline-render';

// Strings, not functions: tsx adds a __name helper the page does not have.
const CLICK_AND_WAIT = `new Promise((resolve) => {
  const sw = document.querySelector('[data-rule-id] [role="switch"]');
  const before = sw.getAttribute('aria-checked');
  const observer = new MutationObserver(() => {
    if (sw.getAttribute('aria-checked') === before) return;
    observer.disconnect();
    resolve(performance.now() - start);
  });
  observer.observe(sw, { attributes: true });
  const start = performance.now();
  sw.click();
})`;

export async function measureClickToOptimistic(baseUrl: string, clicks = 40): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const login = await context.request.post(`${baseUrl}/v1/app/user/login`, { data: { username: 'admin@demo.local', password: 'demo12345' } });
    const { token } = await login.json();
    await context.request.put(`${baseUrl}/v1/app/user/offer/accept`, { headers: { Authorization: token }, data: { offerAccepted: Math.floor(Date.now() / 1000) } });
    await context.addCookies([{ name: 'token', value: token, url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/editors/tariff/rules`);
    await untilControlled(page);
    await page.locator('[data-rule-id] [role="switch"]').first().waitFor();
    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i < clicks; i++) times.push(await page.evaluate<number>(CLICK_AND_WAIT));
    return times;
  } finally {
    await browser.close();
  }
}
