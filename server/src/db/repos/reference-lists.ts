// Reference lists as pages: where each list lives, what it can be filtered by, and how a row reads in
// the caller's language.
import type { ConnectSchema, Platform, Provider, Tariff } from '../../../../src/contract';
import type { FilterFields } from '../../lib/filter';
import type { Lang } from '../../lib/texts';
import type { PageSource } from '../page-query';
import { localizeFields, type StoredField } from '../schema-field';

type Bilingual<K extends string> = Record<`${K}_ru` | `${K}_en`, string>;
const pick = <K extends string>(row: Bilingual<K>, key: K, lang: Lang): string => row[`${key}_${lang}`];

/** `name` is the Russian name; name_en is NULL where the seed knows no English one (migration 0021). */
export type Named = { name: string; name_en: string | null };
export const nameOf = (row: Named, lang: Lang): string => (lang === 'en' ? row.name_en ?? row.name : row.name);

export type ProviderRow = { key: string; enabled: number } & Named & Bilingual<'description'>;
export const providersSource: PageSource = { from: 'providers', columns: '*', orderBy: 'sort, key' };
export const providerFields: FilterFields = {
  key: { column: 'key', type: 'string' },
  name: { column: 'name', type: 'string' },
  enabled: { column: 'enabled', type: 'bool' },
  // The console sends full=1 for the complete records; every answer is complete already.
  full: { column: null, type: 'bool' },
};
export const toProvider = (row: ProviderRow, lang: Lang): Provider => ({
  key: row.key, name: nameOf(row, lang), description: pick(row, 'description', lang), enabled: row.enabled === 1,
});

export type PlatformRow = { key: string } & Named & Bilingual<'description'>;
export const platformsSource: PageSource = { from: 'platforms', columns: '*', orderBy: 'sort, key' };
export const platformFields: FilterFields = {
  key: { column: 'key', type: 'string' },
  name: { column: 'name', type: 'string' },
};
export const toPlatform = (row: PlatformRow, lang: Lang): Platform => ({
  key: row.key, name: nameOf(row, lang), description: pick(row, 'description', lang),
});

export type TariffRow = {
  id: number; provider_key: string; code: string; weight_min: number; weight_max: number; pickup_type: number; delivery_type: number;
} & Bilingual<'name' | 'description'>;
export const tariffsSource: PageSource = { from: 'tariffs', columns: '*', orderBy: 'id' };
export const tariffFields: FilterFields = {
  id: { column: 'id', type: 'number' },
  providerKey: { column: 'provider_key', type: 'string' },
  pickupType: { column: 'pickup_type', type: 'number' },
  deliveryType: { column: 'delivery_type', type: 'number' },
  weightMin: { column: 'weight_min', type: 'number' },
  weightMax: { column: 'weight_max', type: 'number' },
};
export const toTariff = (row: TariffRow, lang: Lang): Tariff => ({
  id: row.id,
  providerKey: row.provider_key,
  code: row.code,
  name: pick(row, 'name', lang),
  description: pick(row, 'description', lang),
  weightMin: row.weight_min,
  weightMax: row.weight_max,
  pickupType: row.pickup_type,
  deliveryType: row.delivery_type,
});

export type ConnectSchemaRow = { provider_key: string; fields: string };
export const connectSchemasSource: PageSource = {
  from: 'connect_schemas s JOIN providers p ON p.key = s.provider_key',
  columns: 's.provider_key, s.fields',
  orderBy: 'p.sort, s.provider_key',
};
export const connectSchemaFields: FilterFields = { providerKey: { column: 's.provider_key', type: 'string' } };
export const toConnectSchema = (row: ConnectSchemaRow, lang: Lang): ConnectSchema => ({
  providerKey: row.provider_key,
  fields: localizeFields(JSON.parse(row.fields) as StoredField[], lang),
});
