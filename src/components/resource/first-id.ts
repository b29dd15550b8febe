// The edit routes take an id param named for a comma list (`$idsShop`, `$ids`), but one item is edited
// at a time: a list opens its first id. Blank parts are skipped.
export const firstId = (ids: string): string =>
  ids.split(',').map((part) => part.trim()).find(Boolean) ?? '';
