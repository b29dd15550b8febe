// The address a person reads in the list: the full address string when the warehouse has one, else
// the parts that are filled, from the postal code down to the office, each once, with their kinds as Russian
// addresses write them: after a region or district name ("Свердловская обл", "Раменский р-н"), before a city,
// settlement or street ("г Казань", "с Ильинское", "ул Восстания").
import type { Warehouse } from '../../../contract/warehouses';

type AddressParts = Partial<Pick<Warehouse,
  | 'addressString' | 'postIndex' | 'region' | 'area' | 'city' | 'street' | 'house' | 'block' | 'office'
  | 'regionType' | 'areaType' | 'cityType' | 'community' | 'communityType' | 'streetType'>>;

const after = (name?: string, kind?: string) => [name?.trim(), kind?.trim()].filter(Boolean).join(' ');
const before = (name?: string, kind?: string) => (name?.trim() ? [kind?.trim(), name.trim()].filter(Boolean).join(' ') : '');

export function formatAddress(w: AddressParts): string {
  if (w.addressString?.trim()) return w.addressString.trim();
  // Moscow is both the region and the city: say it once (the city, with its kind).
  const regionIsCity = Boolean(w.region?.trim()) && w.region?.trim() === w.city?.trim();
  return [
    w.postIndex?.trim(),
    regionIsCity ? '' : after(w.region, w.regionType),
    after(w.area, w.areaType),
    before(w.city, w.cityType),
    before(w.community, w.communityType),
    before(w.street, w.streetType),
    w.house?.trim(), w.block?.trim(), w.office?.trim(),
  ].filter((part, index, all) => part && all.indexOf(part) === index).join(', ');
}
