// Marks the secret fields (passwords, keys, tokens) of connection forms stored before forms said which fields
// are secret (docs/decisions/security.md "Connection secrets"), so older databases answer them masked too. A
// connection whose form gained a mark takes a new version: devices that pulled its secrets in plain text pull
// it again, masked, and their stored copy no longer holds them. A no-op on a database seeded with the marks.
import { nextVersion } from '../versioning';
import type { StoredField } from '../schema-field';
import { CONNECT_SCHEMAS } from './data/connect-schemas';
import { schemaForKind } from './data/connect-schemas-by-kind';
import { PROVIDERS } from './data/providers';
import type { SeedArea } from './seed-area';

/** provider key -> the codes its seeded form marks secret. */
const SEEDED_SECRETS = new Map(
  PROVIDERS.map((p) => [p.key, new Set((CONNECT_SCHEMAS[p.key] ?? schemaForKind(p.kind)).filter((f) => f.secret).map((f) => f.code))]),
);

export const seedConnectSchemaSecrets: SeedArea = {
  name: 'connect-schema-secrets',
  prepare: async () => (db) => {
    const forms = db.prepare<[], { provider_key: string; fields: string }>('SELECT provider_key, fields FROM connect_schemas').all();
    const saveForm = db.prepare('UPDATE connect_schemas SET fields = ? WHERE provider_key = ?');
    const connections = db.prepare<[string], { id: string }>('SELECT id FROM connections WHERE provider_key = ?');
    const restamp = db.prepare('UPDATE connections SET version = ? WHERE id = ?');
    for (const form of forms) {
      const secrets = SEEDED_SECRETS.get(form.provider_key);
      const fields = JSON.parse(form.fields) as StoredField[];
      const unmarked = fields.filter((f) => secrets?.has(f.code) && f.secret !== true);
      if (!unmarked.length) continue;
      for (const f of unmarked) f.secret = true;
      saveForm.run(JSON.stringify(fields), form.provider_key);
      for (const { id } of connections.all(form.provider_key)) restamp.run(nextVersion(db), id);
    }
  },
};
