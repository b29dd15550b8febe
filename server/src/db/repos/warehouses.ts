// Warehouses of a company: rows, list source and filters, and how a row reads as the API item.
import type { Warehouse, WarehouseInput } from '../../../../src/contract';
import { normalizeEmail } from '../../../../src/contract';
import type { FilterFields, SqlWhere } from '../../lib/filter';
import type { PageSource } from '../page-query';
import { metaOf, type SyncedRow } from '../synced-row';
import type { Columns } from '../sql/synced-rows';
import type { SqlDb } from '../sql/sql-db';
import { syncedRows } from '../sql/synced-rows';

export type WarehouseRow = SyncedRow & {
  name: string; country_code: Warehouse['countryCode']; region: string; area: string; city: string; city_guid: string;
  street: string; house: string; block: string; office: string; post_index: string; lat: number | null;
  lon: number | null; company_name: string; contact_name: string; phone: string; email: string; comment: string;
  address_string: string; region_type: string; area_type: string; city_type: string; community: string;
  community_type: string; street_type: string;
};

export const warehouseRows = (db: SqlDb) => syncedRows<WarehouseRow>(db, 'warehouses', 'warehouses');

export const warehousesSource = (scope: SqlWhere): PageSource => ({
  from: 'warehouses', columns: '*', orderBy: 'created_at, id', scope: [scope],
});

export const warehouseFields: FilterFields = {
  id: { column: 'id', type: 'string' },
  name: { column: 'name', type: 'string' },
  countryCode: { column: 'country_code', type: 'string' },
  region: { column: 'region', type: 'string' },
  city: { column: 'city', type: 'string' },
  contactName: { column: 'contact_name', type: 'string' },
  phone: { column: 'phone', type: 'string' },
};

export const warehouseColumns = (w: WarehouseInput): Columns => ({
  name: w.name,
  country_code: w.countryCode,
  region: w.region ?? '',
  area: w.area ?? '',
  city: w.city,
  city_guid: w.cityGuid ?? '',
  street: w.street ?? '',
  house: w.house ?? '',
  block: w.block ?? '',
  office: w.office ?? '',
  post_index: w.postIndex ?? '',
  lat: w.lat ?? null,
  lon: w.lon ?? null,
  company_name: w.companyName ?? '',
  contact_name: w.contactName,
  phone: w.phone,
  email: w.email ? normalizeEmail(w.email) : '',
  comment: w.comment ?? '',
  address_string: w.addressString ?? '',
  region_type: w.regionType ?? '',
  area_type: w.areaType ?? '',
  city_type: w.cityType ?? '',
  community: w.community ?? '',
  community_type: w.communityType ?? '',
  street_type: w.streetType ?? '',
});

export const toWarehouse = (r: WarehouseRow): Warehouse => ({
  ...metaOf(r),
  name: r.name,
  countryCode: r.country_code,
  region: r.region,
  area: r.area,
  city: r.city,
  cityGuid: r.city_guid,
  street: r.street,
  house: r.house,
  block: r.block,
  office: r.office,
  postIndex: r.post_index,
  lat: r.lat,
  lon: r.lon,
  companyName: r.company_name,
  contactName: r.contact_name,
  phone: r.phone,
  email: r.email,
  comment: r.comment,
  addressString: r.address_string,
  regionType: r.region_type,
  areaType: r.area_type,
  cityType: r.city_type,
  community: r.community,
  communityType: r.community_type,
  streetType: r.street_type,
});
