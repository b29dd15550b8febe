// The warehouse address helper's parts (docs/api.md, "Paths"): the kinds of region, area, city and street
// ("обл", "р-н", "г", "ул") and the community (a settlement inside an area) with its kind.
export const warehouseAddressTypes = /* sql */ `
ALTER TABLE warehouses ADD COLUMN region_type    TEXT NOT NULL DEFAULT '';
ALTER TABLE warehouses ADD COLUMN area_type      TEXT NOT NULL DEFAULT '';
ALTER TABLE warehouses ADD COLUMN city_type      TEXT NOT NULL DEFAULT '';
ALTER TABLE warehouses ADD COLUMN community      TEXT NOT NULL DEFAULT '';
ALTER TABLE warehouses ADD COLUMN community_type TEXT NOT NULL DEFAULT '';
ALTER TABLE warehouses ADD COLUMN street_type    TEXT NOT NULL DEFAULT '';
`;
