// Connections to delivery services. connectParams follow the provider's connection
// form (GET /v1/app/connections/schemas): codes of its fields, values of the field's type.
import { z } from 'zod';
import { nameText, optionalInn, percent, requiredText } from './field-rules';
import { clientId, recordMeta } from './record-meta';

/** One form value: text, a number, a flag, or option codes of a multiple choice; null = not set. */
export const connectParamValue = z.union([
  z.string().max(1000), z.number(), z.boolean(), z.array(z.string().max(200)).max(200), z.null(),
]);

export const connectionInput = z.object({
  name: nameText(),
  providerKey: requiredText(100),
  inn: optionalInn(),
  /** Percent, 0..100, at most 2 decimals (defaults of a new connection: 0, 0, 100). */
  insuranceRate: percent().default(0),
  cashServiceRate: percent().default(0),
  assessedCostPercent: percent().default(100),
  connectParams: z.record(z.string().max(100), connectParamValue).default({}),
});
export type ConnectionInput = z.infer<typeof connectionInput>;

export const connectionCreate = connectionInput.extend({ id: clientId });
export type ConnectionCreate = z.infer<typeof connectionCreate>;

export const connection = z.object({
  ...recordMeta,
  companyId: z.number().int(),
  providerKey: z.string(),
  name: z.string(),
  inn: z.string(),
  insuranceRate: z.number(),
  cashServiceRate: z.number(),
  assessedCostPercent: z.number(),
  connectParams: z.record(z.string(), connectParamValue),
});
export type Connection = z.infer<typeof connection>;

/** The tariff codes a connection enables (connectParams.tariffs); null when it lists none, which enables every
 *  tariff of its service. One rule for the order form, the pricing and the server's order check. */
export function enabledTariffCodes(connectParams: Readonly<Record<string, unknown>>): ReadonlySet<string> | null {
  const listed = connectParams.tariffs;
  return Array.isArray(listed) && listed.length ? new Set(listed.map(String)) : null;
}
