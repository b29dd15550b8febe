// Seeds providers, platforms, tariffs and connection forms from data/.
import { insertRows } from '../sql/insert-rows';
import type { SeedArea } from './seed-area';
import { PLATFORMS } from './data/platforms';
import { PROVIDERS } from './data/providers';
import { PROVIDER_NAMES_EN } from './data/provider-names-en';
import { tariffsOf } from './data/tariffs';
import { CONNECT_SCHEMAS } from './data/connect-schemas';
import { schemaForKind } from './data/connect-schemas-by-kind';

export const seedReferenceLists: SeedArea = {
  name: 'reference-lists',
  prepare: async () => async (tx) => {
    await insertRows(tx, 'providers', ['key', 'name', 'description_ru', 'description_en', 'enabled', 'sort'],
      PROVIDERS.map((p, sort) => [p.key, p.name, p.description[0], p.description[1], p.enabled ? 1 : 0, sort]));
    // In the providers' order, so tariff ids follow it.
    await insertRows(tx, 'tariffs', [
      'provider_key', 'name_ru', 'name_en', 'description_ru', 'description_en', 'weight_min', 'weight_max', 'pickup_type', 'delivery_type', 'code',
    ], PROVIDERS.flatMap((p) => tariffsOf(p.key, p.kind).map((t) => [
      p.key, t.name[0], t.name[1], `${p.name}: код тарифа ${t.code}`, `${PROVIDER_NAMES_EN[p.key] ?? p.name}: tariff code ${t.code}`,
      t.weightMin, t.weightMax, t.pickupType, t.deliveryType, t.code,
    ])));
    await insertRows(tx, 'connect_schemas', ['provider_key', 'fields'],
      PROVIDERS.map((p) => [p.key, JSON.stringify(CONNECT_SCHEMAS[p.key] ?? schemaForKind(p.kind))]));
    await insertRows(tx, 'platforms', ['key', 'name', 'description_ru', 'description_en', 'sort'],
      PLATFORMS.map((p, sort) => [p.key, p.name, p.description[0], p.description[1], sort]));
  },
};
