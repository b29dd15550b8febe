// Tariff rules: rows of conditions and actions applied to calculated tariffs in
// priority order. GET .../rules/schema tells the editor which fields, operators and values exist.
import { z } from 'zod';
import { requiredText } from './field-rules';
import { clientId, optionalText, recordMeta } from './record-meta';

export const RULE_STATUSES = ['enabled', 'disabled'] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];

/** A row value: one value, or a list for the `in` / `notIn` operators. */
export const ruleValue = z.union([
  z.string().max(200), z.number(), z.boolean(), z.array(z.union([z.string().max(200), z.number()])).max(500), z.null(),
]);

/** One condition or action row; each needs field, operator and value. */
export const ruleRow = z.object({
  field: requiredText(50),
  operator: requiredText(20),
  value: ruleValue,
});
export type RuleRow = z.infer<typeof ruleRow>;

export const tariffRuleInput = z.object({
  name: requiredText(100),
  description: optionalText(1000),
  /** New rules are enabled unless this says otherwise; an update leaves the status as it is without it. */
  status: z.enum(RULE_STATUSES).optional(),
  conditions: z.array(ruleRow).max(50).default([]),
  actions: z.array(ruleRow).max(50).default([]),
});
export type TariffRuleInput = z.infer<typeof tariffRuleInput>;

export const tariffRuleCreate = tariffRuleInput.extend({ id: clientId });
export type TariffRuleCreate = z.infer<typeof tariffRuleCreate>;

export const tariffRule = z.object({
  ...recordMeta,
  name: z.string(),
  description: z.string(),
  /** Name of the user who created the rule. */
  author: z.string(),
  /** Email of the user who changed it last. */
  user: z.string(),
  /** 1 is applied first. */
  priority: z.number().int(),
  status: z.enum(RULE_STATUSES),
  conditions: z.array(ruleRow),
  actions: z.array(ruleRow),
});
export type TariffRule = z.infer<typeof tariffRule>;

/** PUT .../rules/priority/update: the rules in their new order (priorities become 1..n). */
export const rulePriorityUpdate = z.object({ ids: z.array(z.string().max(100)).min(1).max(1000) });

/** PUT .../rules/{id}/status/switch: the intended state (docs/sync.md "Conflicts"); without a body the switch
 *  toggles. */
export const ruleStatusSwitch = z.object({ status: z.enum(RULE_STATUSES).optional() });

export const RULE_VALUE_TYPES = ['enum', 'number', 'integer', 'string', 'boolean'] as const;

/** A field the editor offers: its operators, the type of its value and where the choices come from. */
export const ruleFieldSpec = z.object({
  field: z.string(),
  name: z.string(),
  type: z.enum(RULE_VALUE_TYPES),
  operators: z.array(z.string()),
  /** Key in meta.dictionary or meta.staticData holding the choices of an enum field. */
  values: z.string().nullable(),
  /** g, RUB, %, days; null when the value has no unit. */
  unit: z.string().nullable(),
  description: z.string(),
});
export type RuleFieldSpec = z.infer<typeof ruleFieldSpec>;

export const ruleChoice = z.object({
  value: z.union([z.string(), z.number()]),
  label: z.string(),
  /** Tariffs name their delivery service, so the editor can narrow them by a chosen provider. */
  providerKey: z.string().optional(),
});
export type RuleChoice = z.infer<typeof ruleChoice>;

export const tariffRuleSchema = z.object({
  conditions: z.array(ruleFieldSpec),
  actions: z.array(ruleFieldSpec),
  meta: z.object({
    /** Lists that come from the server's data: operators, providers, tariffs. */
    dictionary: z.record(z.string(), z.array(ruleChoice)),
    /** Fixed lists: delivery and pickup types, rule statuses, units. */
    staticData: z.record(z.string(), z.array(ruleChoice)),
  }),
});
export type TariffRuleSchema = z.infer<typeof tariffRuleSchema>;

/** POST .../rules/preview: a rule as typed (its id when it is being edited), priced against the company's last
 *  calculations; the answer counts how many of them it would change. */
export const rulePreviewRequest = z.object({
  id: z.string().max(100).optional(),
  conditions: z.array(ruleRow).max(50).default([]),
  actions: z.array(ruleRow).max(50).default([]),
});
export type RulePreviewRequest = z.input<typeof rulePreviewRequest>;

export const rulePreview = z.object({
  /** Calculations priced again (at most 100, the newest). */
  checked: z.number().int(),
  /** Of them, those where a tariff's cost or term would differ, or a tariff would be hidden. */
  changed: z.number().int(),
});
export type RulePreview = z.infer<typeof rulePreview>;
