// The rule editor's preview (docs/decisions/pricing.md, "The rule editor"): how many of the company's last 100
// calculations a rule would change, priced again with the company's enabled rules and then with the rule in its
// place (an edited rule where it stands, a new one last). A calculation counts as changed when any of its
// tariffs gets another cost or term, or is hidden. No calculation unit is spent: nothing is answered to a shop.
// It prices 200 requests (100-220 ms), so it runs in a reader thread (db/read-pool.ts), one per company at a
// time (docs/decisions/server-under-load.md, "Rule previews").
import type { Db } from '../db/db-type';
import type { RuleLike } from './apply-rules';
import type { PricedOffer, PricingRequest } from './calculate';
import { pricingReader } from './calculate';

export const PREVIEW_CALCULATIONS = 100;

/** A preview as plain data, so a reader thread can take it. `rule.id`: the rule being edited, or a new id. */
export type RulePreviewRead = { companyId: number; rule: RuleLike };

const fingerprint = (offers: PricedOffer[]) =>
  offers.map((o) => `${o.providerKey}/${o.tariff.tariffId}:${o.costKopecks}:${o.tariff.daysMin}-${o.tariff.daysMax}`).sort().join('|');

export function rulePreview(db: Db) {
  const pricing = pricingReader(db);
  const recent = db.prepare<[number, number], { request: string }>(
    'SELECT request FROM calculations WHERE company_id = ? ORDER BY created_at DESC, id DESC LIMIT ?',
  );
  /** `rule.id`: the rule being edited, or a new id. */
  return (companyId: number, rule: RuleLike): { checked: number; changed: number } => {
    const current = pricing.enabledRules(companyId);
    const at = current.findIndex((r) => r.id === rule.id);
    const withRule = at < 0 ? [...current, rule] : current.map((r) => (r.id === rule.id ? rule : r));
    let checked = 0;
    let changed = 0;
    for (const row of recent.all(companyId, PREVIEW_CALCULATIONS)) {
      const request = JSON.parse(row.request) as PricingRequest;
      if (request.skipTariffRules) continue;
      checked += 1;
      const before = fingerprint(pricing.offers(companyId, request, 'ru', current));
      const after = fingerprint(pricing.offers(companyId, request, 'ru', withRule));
      if (before !== after) changed += 1;
    }
    return { checked, changed };
  };
}

/** Prepared once per connection: a reader thread answers many previews on its own connection. */
const prepared = new WeakMap<Db, ReturnType<typeof rulePreview>>();

/** The preview's answer as JSON bytes (db/readers.ts). */
export function rulePreviewBody(db: Db, read: RulePreviewRead): Uint8Array {
  let preview = prepared.get(db);
  if (!preview) prepared.set(db, (preview = rulePreview(db)));
  return Buffer.from(JSON.stringify(preview(read.companyId, read.rule)));
}
