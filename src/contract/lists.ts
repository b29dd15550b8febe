// Reference lists loaded at start (docs/api.md): providers, platforms, statuses, tariffs, connect schemas.
import { z } from 'zod';
import { SCHEMA_FIELD_TYPES } from './constants';

export const provider = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  enabled: z.boolean(),
});
export type Provider = z.infer<typeof provider>;

export const platform = z.object({ key: z.string(), name: z.string(), description: z.string() });
export type Platform = z.infer<typeof platform>;

export const status = z.object({ key: z.string(), name: z.string(), description: z.string() });
export type Status = z.infer<typeof status>;

export const tariff = z.object({
  id: z.number().int(),
  providerKey: z.string(),
  /** The delivery service's own code of the tariff, which a connection's connectParams.tariffs lists. */
  code: z.string(),
  name: z.string(),
  description: z.string(),
  weightMin: z.number(),
  weightMax: z.number(),
  /** 1 courier pickup, 2 drop-off at a point. */
  pickupType: z.number().int(),
  /** 1 courier delivery, 2 delivery to a point. */
  deliveryType: z.number().int(),
});
export type Tariff = z.infer<typeof tariff>;

export const schemaField = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(SCHEMA_FIELD_TYPES),
  required: z.boolean(),
  multiple: z.boolean(),
  /** Option map value -> label, when the field is a choice. */
  values: z.record(z.string(), z.string()).nullable(),
  remote: z.object({ suggestType: z.string() }).nullable(),
  /** A password, key or token: answered masked (SECRET_MASK and the last four characters), kept by a PUT
   *  that leaves it out, shown by the console as a password input. */
  secret: z.boolean(),
});
export type SchemaField = z.infer<typeof schemaField>;

export const connectSchema = z.object({ providerKey: z.string(), fields: z.array(schemaField) });
export type ConnectSchema = z.infer<typeof connectSchema>;
