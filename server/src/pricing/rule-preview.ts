// The rule editor's preview (docs/decisions/pricing.md, "The rule editor"): how many of the company's last 100
// calculations a rule would change, priced again with the company's enabled rules and then with the rule in its
// place (an edited rule where it stands, a new one last). A calculation counts as changed when any of its
// tariffs gets another cost or term, or is hidden. No calculation unit is spent: nothing is answered to a shop.
// It prices 200 requests (100-220 ms), so on SQLite it runs in a reader thread (db/read-pool.ts), one per
// company at a time (docs/decisions/server-under-load.md, "Rule previews"). What it reads, it reads once, in
// one snapshot; the pricing itself is in memory.
import { sql } from 'kysely';
import type { SqlDb } from '../db/sql/sql-db';
import type { RuleLike } from './apply-rules';
import { companyPricing, type PricedOffer, type PricingRequest } from './calculate';

export const PREVIEW_CALCULATIONS = 100;

/** A preview as plain data, so a reader thread can take it. `rule.id`: the rule being edited, or a new id. */
export type RulePreviewRead = { companyId: number; rule: RuleLike };

const fingerprint = (offers: PricedOffer[]) =>
  offers.map((o) => `${o.providerKey}/${o.tariff.tariffId}:${o.costKopecks}:${o.tariff.daysMin}-${o.tariff.daysMax}`).sort().join('|');

export async function rulePreview(db: SqlDb, { companyId, rule }: RulePreviewRead): Promise<{ checked: number; changed: number }> {
  const { pricing, recent } = await db.tx(async (tx) => ({
    pricing: await companyPricing(tx, companyId),
    recent: await tx.all(sql<{ request: string }>`
      SELECT request FROM calculations WHERE company_id = ${companyId} ORDER BY created_at DESC, id DESC LIMIT ${PREVIEW_CALCULATIONS}`),
  }), { readOnly: true, isolation: 'repeatable read' });
  const current = pricing.enabledRules;
  const at = current.findIndex((r) => r.id === rule.id);
  const withRule = at < 0 ? [...current, rule] : current.map((r) => (r.id === rule.id ? rule : r));
  let checked = 0;
  let changed = 0;
  for (const row of recent) {
    const request = JSON.parse(row.request) as PricingRequest;
    if (request.skipTariffRules) continue;
    checked += 1;
    const before = fingerprint(pricing.offers(request, 'ru', current));
    const after = fingerprint(pricing.offers(request, 'ru', withRule));
    if (before !== after) changed += 1;
  }
  return { checked, changed };
}

/** The preview's answer as JSON bytes (db/readers.ts). */
export const rulePreviewBody = async (db: SqlDb, read: RulePreviewRead): Promise<Uint8Array> =>
  Buffer.from(JSON.stringify(await rulePreview(db, read)));
