// Delivery services and platforms get their English names (docs/decisions/shell-and-settings.md "Language"):
// `name` stays the Russian one; name_en is filled by the seed (seed/english-names.ts), NULL reads as `name`.
export const englishNames = /* sql */ `
ALTER TABLE providers ADD COLUMN name_en TEXT;
ALTER TABLE platforms ADD COLUMN name_en TEXT;
`;
