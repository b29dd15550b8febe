// The demo fault switches' rules (middleware/faults.ts, routes/demo-faults.ts), per company in the database, so
// a rule added through one server instance fails the next matching call whichever instance it reaches
// (docs/decisions/database.md, "Shared state"). A use is taken by one conditional UPDATE: of two instances
// racing for a rule's last use, one gets it and the other's call runs as if the rule were spent.
import { sql } from 'kysely';
import type { FaultAction, FaultRule } from '../../../../src/contract';
import type { SqlDb } from '../sql/sql-db';

type Row = {
  method: string | null; path: string; times_left: number; action: FaultAction;
  status: number | null; retry_after: number | null; delay_ms: number | null;
};

const COLUMNS = sql`method, path, times_left, action, status, retry_after, delay_ms`;

/** A row as the API shows a rule: absent where the column is null. */
function asRule(row: Row): FaultRule {
  return {
    ...(row.method !== null && { method: row.method }),
    path: row.path,
    times: row.times_left,
    action: row.action,
    ...(row.status !== null && { status: row.status }),
    ...(row.retry_after !== null && { retryAfter: row.retry_after }),
    ...(row.delay_ms !== null && { delayMs: row.delay_ms }),
  };
}

export function demoFaultsRepo(db: SqlDb) {
  const list = async (companyId: number): Promise<FaultRule[]> =>
    (await db.all(sql<Row>`SELECT ${COLUMNS} FROM demo_faults WHERE company_id = ${companyId} AND times_left > 0 ORDER BY id`)).map(asRule);

  return {
    /** Whether any company has a rule with uses left: the one statement a faultless call pays. */
    anyLeft: async (): Promise<boolean> => (await db.get(sql`SELECT 1 AS one FROM demo_faults WHERE times_left > 0 LIMIT 1`)) !== undefined,
    list,
    /** Appends the rules after the company's others (the first matching rule is taken first); its spent ones go. */
    add: (companyId: number, rules: FaultRule[]): Promise<FaultRule[]> => db.tx(async (tx) => {
      await tx.run(sql`DELETE FROM demo_faults WHERE company_id = ${companyId} AND times_left <= 0`);
      const values = rules.map((r) => sql`(${companyId}, ${r.method ?? null}, ${r.path}, ${r.times}, ${r.action},
        ${r.status ?? null}, ${r.retryAfter ?? null}, ${r.delayMs ?? null})`);
      await tx.run(sql`INSERT INTO demo_faults (company_id, ${COLUMNS}) VALUES ${sql.join(values)}`);
      return demoFaultsRepo(tx).list(companyId);
    }),
    clear: (companyId: number): Promise<number> => db.run(sql`DELETE FROM demo_faults WHERE company_id = ${companyId}`),
    /** Spends one use of the company's first rule matching the call (method, path prefix), or null. `times_left
     *  > 0` stands in the outer WHERE too: PostgreSQL checks it again on a row another instance just updated. */
    async take(companyId: number, method: string, path: string): Promise<FaultRule | null> {
      const row = await db.get(sql<Row>`
        UPDATE demo_faults SET times_left = times_left - 1
        WHERE id = (SELECT id FROM demo_faults
                    WHERE company_id = ${companyId} AND times_left > 0 AND (method IS NULL OR method = ${method})
                      AND substr(CAST(${path} AS TEXT), 1, length(path)) = path
                    ORDER BY id LIMIT 1)
          AND times_left > 0
        RETURNING ${COLUMNS}`);
      return row ? asRule(row) : null;
    },
  };
}

export type DemoFaults = ReturnType<typeof demoFaultsRepo>;
