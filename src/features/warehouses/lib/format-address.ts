// The address a person reads in the list: the full address string when the warehouse has one, else
// the parts that are filled, from the postal code down to the office, each once.
import type { Warehouse } from '../../../contract/warehouses';

type AddressParts = Partial<Pick<Warehouse, 'addressString' | 'postIndex' | 'region' | 'area' | 'city' | 'street' | 'house' | 'block' | 'office'>>;

export function formatAddress(w: AddressParts): string {
  if (w.addressString?.trim()) return w.addressString.trim();
  return [w.postIndex, w.region, w.area, w.city, w.street, w.house, w.block, w.office]
    .map((part) => part?.trim())
    // Moscow is both the region and the city: say it once.
    .filter((part, index, all) => part && all.indexOf(part) === index)
    .join(', ');
}
