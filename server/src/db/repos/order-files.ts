// Generated labels and waybills: stored with their company, fetched by id by that company only, and
// dropped once expired (ORDER_FILE_TTL_MS), checked whenever new files are made.
import { randomUUID } from 'node:crypto';
import { ORDER_FILE_TTL_MS } from '../../../../src/contract';
import { sql } from 'kysely';
import type { SqlDb } from '../sql/sql-db';

/** `providers`: the services of the orders in it, so a provider-limited token downloads only its own files. */
export type NewOrderFile = { kind: 'label' | 'waybill'; providerKey: string | null; providers: string[]; fileName: string; content: Buffer };
export type StoredOrderFile = { id: string; provider_key: string | null; file_name: string; size: number };
type FileRow = StoredOrderFile & { content: Buffer; providers: string };
export type OrderFileContent = StoredOrderFile & { content: Buffer; providers: string[] };

export function orderFilesRepo(db: SqlDb) {
  return {
    save(companyId: number, files: NewOrderFile[], now: number): Promise<StoredOrderFile[]> {
      return db.tx(async (tx) => {
        await tx.run(sql`DELETE FROM order_files WHERE expires_at <= ${now}`);
        const saved: StoredOrderFile[] = [];
        for (const f of files) {
          const id = randomUUID();
          await tx.run(sql`
            INSERT INTO order_files (id, company_id, kind, provider_key, providers, file_name, size, content, created_at, expires_at)
            VALUES (${id}, ${companyId}, ${f.kind}, ${f.providerKey}, ${JSON.stringify([...new Set(f.providers)])}, ${f.fileName},
                    ${f.content.length}, ${f.content}, ${now}, ${now + ORDER_FILE_TTL_MS})`);
          saved.push({ id, provider_key: f.providerKey, file_name: f.fileName, size: f.content.length });
        }
        return saved;
      });
    },
    async own(id: string, companyId: number, now: number): Promise<OrderFileContent | undefined> {
      const row = await db.get(sql<FileRow>`
        SELECT id, provider_key, providers, file_name, size, content FROM order_files WHERE id = ${id} AND company_id = ${companyId} AND expires_at > ${now}`);
      return row && { ...row, size: Number(row.size), content: Buffer.from(row.content), providers: JSON.parse(row.providers) as string[] };
    },
  };
}
