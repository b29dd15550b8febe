// The order form's first render on a device holding the whole points world (docs/decisions/pricing.md, "The
// order form's price and points"): from the click on "Create order" in the order list to the first frame that
// shows the form, each time from a freshly loaded order list. The form reads its lists from the local store and
// leaves the points alone until a point is picked; 100,000 stored points must not slow it down.
import type { Page } from '@playwright/test';

const RUNS = 5;

// A string, not a function: tsx compiles functions with esbuild's __name helper, which the page lacks. It ends in
// `undefined` so that evaluate does not wait for the promise, which only the click will settle.
const UNTIL_FORM_SHOWN = `window.__formShown = new Promise((resolve) => {
  let clickedAt = 0;
  document.addEventListener('click', (event) => { clickedAt = event.timeStamp; }, { capture: true, once: true });
  const check = () => {
    if (clickedAt && document.querySelector('[name="order.providerKey"]')) requestAnimationFrame(() => resolve(performance.now() - clickedAt));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}), undefined`;

/** Milliseconds from the click to the form on screen, one per run; the page's context must be signed in. */
export async function measureOrderFormRender(page: Page, baseUrl: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${baseUrl}/orders`);
    const create = page.locator('#main-content').getByRole('link', { name: 'Create order' });
    await create.waitFor();
    await page.locator('[role="rowgroup"] [role="row"]').first().waitFor();
    await page.evaluate(UNTIL_FORM_SHOWN);
    await create.click();
    times.push(await page.evaluate<number>('window.__formShown'));
  }
  return times;
}
