// Seeds providers, platforms, tariffs and connection forms from data/.
import type { SeedArea } from './seed-area';
import { PLATFORMS } from './data/platforms';
import { PROVIDERS } from './data/providers';
import { PROVIDER_NAMES_EN } from './data/provider-names-en';
import { tariffsOf } from './data/tariffs';
import { CONNECT_SCHEMAS } from './data/connect-schemas';
import { schemaForKind } from './data/connect-schemas-by-kind';

export const seedReferenceLists: SeedArea = {
  name: 'reference-lists',
  prepare: async () => (db) => {
    const provider = db.prepare(
      'INSERT INTO providers (key, name, description_ru, description_en, enabled, sort) VALUES (?, ?, ?, ?, ?, ?)',
    );
    const platform = db.prepare(
      'INSERT INTO platforms (key, name, description_ru, description_en, sort) VALUES (?, ?, ?, ?, ?)',
    );
    const tariff = db.prepare(
      `INSERT INTO tariffs (provider_key, name_ru, name_en, description_ru, description_en, weight_min, weight_max,
       pickup_type, delivery_type, code) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const schema = db.prepare('INSERT INTO connect_schemas (provider_key, fields) VALUES (?, ?)');

    PROVIDERS.forEach((p, sort) => {
      provider.run(p.key, p.name, p.description[0], p.description[1], p.enabled ? 1 : 0, sort);
      for (const t of tariffsOf(p.key, p.kind)) {
        tariff.run(
          p.key, t.name[0], t.name[1], `${p.name}: код тарифа ${t.code}`, `${PROVIDER_NAMES_EN[p.key] ?? p.name}: tariff code ${t.code}`,
          t.weightMin, t.weightMax, t.pickupType, t.deliveryType, t.code,
        );
      }
      schema.run(p.key, JSON.stringify(CONNECT_SCHEMAS[p.key] ?? schemaForKind(p.kind)));
    });
    PLATFORMS.forEach((p, sort) => platform.run(p.key, p.name, p.description[0], p.description[1], sort));
  },
};
