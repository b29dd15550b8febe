// The English names of delivery services and platforms (migration 0020), for new databases and for those
// seeded before the column existed. Names the data has no English for stay NULL and read as the Russian name.
import { PLATFORMS } from './data/platforms';
import { PROVIDER_NAMES_EN } from './data/provider-names-en';
import type { SeedArea } from './seed-area';

export const seedEnglishNames: SeedArea = {
  name: 'english-names',
  prepare: async () => (db) => {
    const provider = db.prepare('UPDATE providers SET name_en = ? WHERE key = ?');
    const platform = db.prepare('UPDATE platforms SET name_en = ? WHERE key = ?');
    for (const [key, name] of Object.entries(PROVIDER_NAMES_EN)) provider.run(name, key);
    for (const p of PLATFORMS) platform.run(p.nameEn ?? p.name, p.key);
  },
};
