// Company isolation: every read and write of company data goes through these, so a user never sees
// or touches another company's rows. Ids of other companies answer 403 and reveal nothing about them.
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { fail } from '../lib/api-failure';
import type { SqlWhere } from '../lib/filter';

/** The WHERE part every company-owned list adds (see db/page-query.ts `scope`). */
export const companyScope = (c: Context<AppEnv>, column = 'company_id'): SqlWhere => ({
  sql: `${column} = ?`,
  params: [c.get('auth').companyId],
});

/** For rows loaded by id: a row of another company (or none) is refused the same way. */
export function assertOwnCompany(c: Context<AppEnv>, row: { company_id: number } | undefined): void {
  if (!row || row.company_id !== c.get('auth').companyId) throw fail.forbidden();
}

/** For calls about the caller only, such as editing one's own profile. */
export function assertSelf(c: Context<AppEnv>, userId: number): void {
  if (userId !== c.get('auth').userId) throw fail.forbidden();
}
