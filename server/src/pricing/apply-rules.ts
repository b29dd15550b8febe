// Tariff rules on one calculated tariff (docs/decisions/pricing.md): the company's enabled rules in priority order;
// a rule whose conditions all hold applies its actions in row order. Conditions look at the shipment and at
// what the service quoted (cost and term before any rule), so a rule's match does not depend on the rules
// before it; actions build on each other, so the order of two rules can change the result.
import type { RuleRow } from '../../../src/contract';
import { toKopecks } from './money';

/** What a condition can look at: the shipment and the service's own quote. Money in kopecks. */
export type RuleSubject = {
  providerKey: string;
  tariffId: string;
  deliveryType: number;
  pickupType: number;
  weight: number;
  assessedCost: number;
  codCost: number;
  deliveryCost: number;
  daysMax: number;
  cityFrom: string;
  cityTo: string;
  regionFrom: string;
  regionTo: string;
};

export type Quote = { costKopecks: number; daysMin: number; daysMax: number };
export type RuleLike = { id: string; conditions: RuleRow[]; actions: RuleRow[] };
export type RuledQuote = Quote & { hidden: boolean; ruleIds: string[] };

const MONEY_FIELDS = new Set(['assessedCost', 'codCost', 'deliveryCost']);

const text = (value: unknown) => String(value ?? '').trim().toLowerCase();

/** A rule's value in the subject's units (money rows are roubles; the subject holds kopecks). */
const scalar = (field: string, value: unknown): number | string =>
  typeof value === 'number' && MONEY_FIELDS.has(field) ? toKopecks(value) : (value as number | string);

function holds(row: RuleRow, subject: RuleSubject): boolean {
  if (!(row.field in subject)) return false;
  const actual = subject[row.field as keyof RuleSubject];
  const list = Array.isArray(row.value) ? row.value.map((v) => scalar(row.field, v)) : [];
  const expected = Array.isArray(row.value) ? null : scalar(row.field, row.value);
  if (typeof actual === 'number') {
    const want = Number(expected);
    switch (row.operator) {
      case '=': return actual === want;
      case '!=': return actual !== want;
      case '>': return actual > want;
      case '<': return actual < want;
      case '>=': return actual >= want;
      case '<=': return actual <= want;
      case 'in': return list.map(Number).includes(actual);
      case 'notIn': return !list.map(Number).includes(actual);
      default: return false;
    }
  }
  switch (row.operator) {
    case '=': return text(actual) === text(expected);
    case '!=': return text(actual) !== text(expected);
    case 'in': return list.map(text).includes(text(actual));
    case 'notIn': return !list.map(text).includes(text(actual));
    case 'contains': return text(actual).includes(text(expected));
    default: return false;
  }
}

function act(row: RuleRow, quote: RuledQuote): void {
  const value = Number(row.value);
  if (row.field === 'tariff' && row.operator === 'hide') {
    quote.hidden = row.value !== false;
    return;
  }
  if (!Number.isFinite(value)) return;
  if (row.field === 'deliveryCost') {
    const kopecks = toKopecks(value);
    if (row.operator === 'set') quote.costKopecks = kopecks;
    else if (row.operator === 'addFixed') quote.costKopecks += kopecks;
    else if (row.operator === 'addPercent') quote.costKopecks += Math.round((quote.costKopecks * value) / 100);
    else if (row.operator === 'roundUp' && kopecks > 0) quote.costKopecks = Math.ceil(quote.costKopecks / kopecks) * kopecks;
    quote.costKopecks = Math.max(0, quote.costKopecks);
  } else if (row.field === 'deliveryDays') {
    const days = Math.trunc(value);
    if (row.operator === 'add') {
      quote.daysMin = Math.max(0, quote.daysMin + days);
      quote.daysMax = Math.max(0, quote.daysMax + days);
    } else if (row.operator === 'set') {
      quote.daysMin = Math.max(0, days);
      quote.daysMax = Math.max(0, days);
    }
  }
}

/** `rules`: the enabled rules, first priority first. */
export function applyRules(rules: RuleLike[], subject: RuleSubject, quote: Quote): RuledQuote {
  const result: RuledQuote = { ...quote, hidden: false, ruleIds: [] };
  for (const rule of rules) {
    if (!rule.conditions.every((row) => holds(row, subject))) continue;
    for (const row of rule.actions) act(row, result);
    result.ruleIds.push(rule.id);
  }
  return result;
}
