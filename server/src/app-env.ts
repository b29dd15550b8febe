// Per-request values that middleware puts on the Hono context.
import type { Lang } from './lib/texts';
import type { IdempotencyKeys } from './db/repos/idempotency-keys';

export type AuthUser = {
  userId: number;
  companyId: number;
  roles: string[];
  /** sha256 of the login token; null for a demo role token, which has no row to revoke, and for an API token. */
  tokenHash: string | null;
  /** Set when the caller came with an API token (docs/decisions/api-tokens.md): its id, and the delivery
   *  services it is limited to (empty: all). */
  apiToken: { id: string; providers: string[] } | null;
};

export type AppEnv = {
  Variables: {
    tracingId: string;
    lang: Lang;
    auth: AuthUser;
    /** Set for /v1 by middleware/idempotency.ts provideIdempotencyKeys; read by guard()'s idempotency step. `owner`: this instance. */
    idempotency: { keys: IdempotencyKeys; now: () => number; owner: string };
    /** Set by a route whose answer holds a secret (middleware/idempotency.ts answerHoldsSecret). */
    answerHoldsSecret: boolean;
  };
};
