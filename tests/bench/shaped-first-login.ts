// A new user's first login until the console works offline, through a shaped link: from pressing "Log in"
// on the login page of a fresh profile (no service worker yet) until a service worker controls the page,
// which is when its precache is complete. The login page registers the worker as it loads, so part of the
// precache may already be under way when the button is pressed, as for a user who types at once.
import { startShapedLink, type LinkProfile } from '../support/shaped-link';
import { untilControlled } from '../support/service-worker';
import { acceptOffer, launchChromium } from './sync-collection';
import { openLoginForm, pressLogIn } from './shaped-first-visit';

export type FirstLoginFigures = { toOfflineMs: number; bytes: number };

export async function measureFirstLogin(baseUrl: string, profile: LinkProfile): Promise<FirstLoginFigures> {
  await acceptOffer(baseUrl);
  const link = await startShapedLink(baseUrl, profile);
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ locale: 'ru-RU' })).newPage();
    await openLoginForm(page, link.url);
    const pressed = await pressLogIn(page);
    await untilControlled(page);
    return { toOfflineMs: performance.now() - pressed, bytes: link.bytes().down + link.bytes().up };
  } finally {
    await browser.close();
    await link.close();
  }
}
