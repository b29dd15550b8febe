// Marks the secret fields (passwords, keys, tokens) of connection forms stored before forms said which fields
// are secret (docs/decisions/security.md "Connection secrets"), so older databases answer them masked too. A
// connection whose form gained a mark takes a new version: devices that pulled its secrets in plain text pull
// it again, masked, and their stored copy no longer holds them. A no-op on a database seeded with the marks.
import { sql } from 'kysely';
import type { StoredField } from '../schema-field';
import { commitVersion } from '../sql/versions';
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
  prepare: async () => async (tx) => {
    const forms = await tx.all(sql<{ provider_key: string; fields: string }>`SELECT provider_key, fields FROM connect_schemas`);
    for (const form of forms) {
      const secrets = SEEDED_SECRETS.get(form.provider_key);
      const fields = JSON.parse(form.fields) as StoredField[];
      const unmarked = fields.filter((f) => secrets?.has(f.code) && f.secret !== true);
      if (!unmarked.length) continue;
      for (const f of unmarked) f.secret = true;
      await tx.run(sql`UPDATE connect_schemas SET fields = ${JSON.stringify(fields)} WHERE provider_key = ${form.provider_key}`);
      // A version of its own for each, as every write of a synced row takes.
      const connections = await tx.all(sql<{ id: string }>`SELECT id FROM connections WHERE provider_key = ${form.provider_key}`);
      for (const { id } of connections) await commitVersion(tx, [{ table: 'connections', id }]);
    }
  },
};
