// The English names of delivery services and platforms (migration 0021), for new databases and for those
// seeded before the column existed, and in the English descriptions of their tariffs. Names the data has no English for stay NULL and read as the Russian name.
import { PLATFORMS } from './data/platforms';
import { PROVIDER_NAMES_EN } from './data/provider-names-en';
import { PROVIDERS } from './data/providers';
import type { SeedArea } from './seed-area';

export const seedEnglishNames: SeedArea = {
  name: 'english-names',
  prepare: async () => (db) => {
    const provider = db.prepare('UPDATE providers SET name_en = ? WHERE key = ?');
    const platform = db.prepare('UPDATE platforms SET name_en = ? WHERE key = ?');
    // Tariff descriptions seeded before the English names began with the Russian one ("СДЭК: tariff code 136").
    const tariffs = db.prepare(
      "UPDATE tariffs SET description_en = ? || substr(description_en, length(?) + 1) WHERE provider_key = ? AND description_en LIKE ? || ': %'",
    );
    for (const [key, name] of Object.entries(PROVIDER_NAMES_EN)) {
      provider.run(name, key);
      const ru = PROVIDERS.find((p) => p.key === key)?.name;
      if (ru) tariffs.run(name, ru, key, ru);
    }
    for (const p of PLATFORMS) platform.run(p.nameEn ?? p.name, p.key);
  },
};
