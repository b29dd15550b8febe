// usage: node shot.mjs BASE lang(ru|en) WxH out-prefix path1 path2 ...
import { chromium } from '@playwright/test';
const [base, lang, size, prefix, ...paths] = process.argv.slice(2);
const [w, h] = size.split('x').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: lang === 'en' ? 'en-US' : 'ru-RU', hasTouch: w < 640 });
const page = await ctx.newPage();
await page.goto(base + '/login');
await page.getByLabel(/Email|Почта|E-mail|Логин|Login/i).first().fill(process.env.USER_EMAIL ?? 'admin@demo.local');
await page.locator('input[type=password]').fill('demo12345');
await page.keyboard.press('Enter');
const accept = page.getByRole('button', { name: /Принять оферту|Accept the offer/ });
await accept.click({ timeout: 8000 }).catch(() => {});
await page.waitForTimeout(1000);
let i = 0;
for (const p of paths) {
  await page.goto(base + p);
  await page.waitForTimeout(Number(process.env.WAIT ?? 3000));
  if (process.env.SCROLL) { await page.evaluate((y) => document.querySelector('main')?.scrollBy(0, y), Number(process.env.SCROLL)); await page.waitForTimeout(800); }
  const file = `${prefix}-${i++}.png`;
  await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
  console.log(file, p);
}
await browser.close();
