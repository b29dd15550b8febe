// The English names of delivery services and platforms (migration 0021), for new databases and for those
// seeded before the column existed, and in the English descriptions of their tariffs. Names the data has no English for stay NULL and read as the Russian name.
import { sql } from 'kysely';
import { PLATFORMS } from './data/platforms';
import { PROVIDER_NAMES_EN } from './data/provider-names-en';
import { PROVIDERS } from './data/providers';
import type { SeedArea } from './seed-area';

export const seedEnglishNames: SeedArea = {
  name: 'english-names',
  prepare: async () => async (tx) => {
    for (const [key, name] of Object.entries(PROVIDER_NAMES_EN)) {
      await tx.run(sql`UPDATE providers SET name_en = ${name} WHERE key = ${key}`);
      const ru = PROVIDERS.find((p) => p.key === key)?.name;
      // Tariff descriptions seeded before the English names began with the Russian one ("СДЭК: tariff code 136").
      if (ru) {
        await tx.run(sql`
          UPDATE tariffs SET description_en = ${name} || substr(description_en, ${ru.length + 1})
          WHERE provider_key = ${key} AND description_en LIKE ${`${ru}: %`}`);
      }
    }
    for (const p of PLATFORMS) await tx.run(sql`UPDATE platforms SET name_en = ${p.nameEn ?? p.name} WHERE key = ${p.key}`);
  },
};
