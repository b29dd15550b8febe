// API tokens (docs/decisions/api-tokens.md): keys a shop's own systems call the API with. The secret is shown
// once, in the create's answer; lists show its last 4 characters. A non-empty `providers` limits the delivery
// services the token may price or create orders for.
import { z } from 'zod';
import { nameText } from './field-rules';

/** Delivery services one token may be limited to. */
export const TOKEN_PROVIDERS_MAX = 50;

export const apiToken = z.object({
  id: z.string(),
  name: z.string(),
  userId: z.number().int(),
  username: z.string(),
  companyId: z.number().int(),
  providers: z.array(z.string()),
  created: z.string(),
  lastUsed: z.string().nullable(),
  preview: z.string(),
  /** When it was revoked; null while it works. */
  revoked: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiToken>;

export const apiTokenCreate = z.object({
  name: nameText(),
  providers: z.array(z.string().trim().min(1).max(100)).max(TOKEN_PROVIDERS_MAX).default([]),
});
export type ApiTokenCreate = z.input<typeof apiTokenCreate>;

/** The create's answer: the token with its secret, shown this once. */
export const apiTokenCreated = apiToken.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreated>;
