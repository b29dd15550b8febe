// Per-request values that middleware puts on the Hono context.
import type { Lang } from './lib/texts';
import type { IdempotencyKeys } from './db/repos/idempotency-keys';

export type AuthUser = {
  userId: number;
  companyId: number;
  roles: string[];
  /** sha256 of the login token; null for a demo role token, which has no row to revoke. */
  tokenHash: string | null;
};

export type AppEnv = {
  Variables: {
    tracingId: string;
    lang: Lang;
    auth: AuthUser;
    /** Set for /v1 by middleware/idempotency.ts provideIdempotencyKeys; read by guard()'s idempotency step. */
    idempotency: { keys: IdempotencyKeys; now: () => number };
  };
};
