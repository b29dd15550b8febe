// Text search columns: SQLite's LIKE and lower() fold only ASCII, so search text is folded in code,
// on the stored column and on the query alike (lower case, ё as е).
export const searchable = (s: string): string => s.toLowerCase().replace(/ё/g, 'е');
