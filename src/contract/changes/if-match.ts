// The version an edit was made on travels as an entity tag (docs/api.md "Conflicts"): the sync worker writes
// it, the server reads it.
export const IF_MATCH_HEADER = 'If-Match';

export const ifMatchTag = (version: number): string => `"${version}"`;
