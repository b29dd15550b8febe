// Runs axe on the page as it stands and lists what it finds readably, so a failing sweep names the rule,
// the element and the fix rather than dumping axe's JSON.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical violations on the page (of the `only` rules if given), one readable line per element. */
export async function blockingViolations(page: Page, only?: string[]): Promise<string[]> {
  // Also the experimental check that a control's name contains its visible text (WCAG 2.5.3).
  // axe.run in the page itself: the default runs each frame apart and merges the parts in a new blank page,
  // a page opened per check, for frames of other origins the console has none of. Only violations are
  // collected node by node (passes and the rest one node each).
  // (`options` replaces what withRules/withTags set: it comes first.)
  const builder = only
    ? new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] }).withRules(only)
    : new AxeBuilder({ page }).setLegacyMode()
      .options({ resultTypes: ['violations'], rules: { 'label-content-name-mismatch': { enabled: true } } }).withTags(TAGS);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact}): ${v.help} at ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`));
}

/** Waits until the DOM has not changed for `quietMs`: lists fill from IndexedDB and queries re-render. */
export async function settle(page: Page, quietMs = 400, maxMs = 5000): Promise<void> {
  await page.evaluate(([quiet, max]) => new Promise<void>((done) => {
    let timer = setTimeout(finish, quiet);
    const cap = setTimeout(finish, max);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(finish, quiet);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    function finish() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(cap);
      done();
    }
  }), [quietMs, maxMs] as const);
}
