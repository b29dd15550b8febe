// Package presets of a company: rows, list source and filters, and how a row reads as the API item.
import type { PackagePreset, PackagePresetInput } from '../../../../src/contract';
import type { FilterFields, SqlWhere } from '../../lib/filter';
import type { PageSource } from '../page-query';
import { metaOf, type SyncedRow } from '../synced-row';
import type { Columns } from '../sql/synced-rows';
import type { SqlDb } from '../sql/sql-db';
import { syncedRows } from '../sql/synced-rows';

export type PackageRow = SyncedRow & { name: string; length: number; width: number; height: number; weight: number };

export const packageRows = (db: SqlDb) => syncedRows<PackageRow>(db, 'packages', 'packages');

export const packagesSource = (scope: SqlWhere): PageSource => ({
  from: 'packages', columns: '*', orderBy: 'created_at, id', scope: [scope],
});

export const packageFields: FilterFields = {
  id: { column: 'id', type: 'string' },
  name: { column: 'name', type: 'string' },
  length: { column: 'length', type: 'number' },
  width: { column: 'width', type: 'number' },
  height: { column: 'height', type: 'number' },
  weight: { column: 'weight', type: 'number' },
};

/** Input already checked by the contract's schema (src/contract/packages.ts). */
export const packageColumns = (input: PackagePresetInput): Columns => ({
  name: input.name, length: input.length, width: input.width, height: input.height, weight: input.weight,
});

// Numbers as numbers whichever driver read them (a REAL may come back as a string from a generic driver).
export const toPackagePreset = (row: PackageRow): PackagePreset => ({
  ...metaOf(row), name: row.name,
  length: Number(row.length), width: Number(row.width), height: Number(row.height), weight: Number(row.weight),
});
