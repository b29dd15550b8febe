// What server tests read and change in the database behind an app, as SQL text with `?` placeholders, on
// whichever database the app runs (docs/decisions/database.md): the layer compiles them for it.
import type { SqlDb } from '../../server/src/db/sql/sql-db';
import { withParams } from '../../server/src/db/sql/where';

export type SqlQueries = {
  get<Row = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<Row | undefined>;
  all<Row = Record<string, unknown>>(text: string, ...params: unknown[]): Promise<Row[]>;
  /** How many rows the statement wrote. */
  run(text: string, ...params: unknown[]): Promise<number>;
};

export const sqlQueries = (db: SqlDb): SqlQueries => ({
  get: <Row>(text: string, ...params: unknown[]) => db.get(withParams(text, params)) as Promise<Row | undefined>,
  all: <Row>(text: string, ...params: unknown[]) => db.all(withParams(text, params)) as Promise<Row[]>,
  run: (text: string, ...params: unknown[]) => db.run(withParams(text, params)),
});
