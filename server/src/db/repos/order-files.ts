// Generated labels and waybills: stored with their company, fetched by id by that company only, and
// dropped once expired (ORDER_FILE_TTL_MS), checked whenever new files are made.
import { randomUUID } from 'node:crypto';
import { ORDER_FILE_TTL_MS } from '../../../../src/contract';
import type { Db } from '../db-type';

/** `providers`: the services of the orders in it, so a provider-limited token downloads only its own files. */
export type NewOrderFile = { kind: 'label' | 'waybill'; providerKey: string | null; providers: string[]; fileName: string; content: Buffer };
export type StoredOrderFile = { id: string; provider_key: string | null; file_name: string; size: number };
type FileRow = StoredOrderFile & { content: Buffer; providers: string };
export type OrderFileContent = StoredOrderFile & { content: Buffer; providers: string[] };

export function orderFilesRepo(db: Db) {
  const insert = db.prepare(
    `INSERT INTO order_files (id, company_id, kind, provider_key, providers, file_name, size, content, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const own = db.prepare<[string, number, number], FileRow>(
    'SELECT id, provider_key, providers, file_name, size, content FROM order_files WHERE id = ? AND company_id = ? AND expires_at > ?',
  );

  return {
    save(companyId: number, files: NewOrderFile[], now: number): StoredOrderFile[] {
      return db.transaction(() => {
        db.prepare('DELETE FROM order_files WHERE expires_at <= ?').run(now);
        return files.map((f) => {
          const id = randomUUID();
          insert.run(id, companyId, f.kind, f.providerKey, JSON.stringify([...new Set(f.providers)]), f.fileName, f.content.length, f.content, now, now + ORDER_FILE_TTL_MS);
          return { id, provider_key: f.providerKey, file_name: f.fileName, size: f.content.length };
        });
      })();
    },
    own(id: string, companyId: number, now: number): OrderFileContent | undefined {
      const row = own.get(id, companyId, now);
      return row && { ...row, providers: JSON.parse(row.providers) as string[] };
    },
  };
}
