// Creates a shop local-first: the outbox keeps it until the server has it, the list shows it at once.
import { queueCreate, RESOURCES } from '../../../sync/resource-changes';
import { shopInputOf, type ShopForm } from '../lib/shop-form';

/** Returns the new shop's id (made here and kept by the server, so a repeated send is harmless). */
export function createShop(form: ShopForm): Promise<string> {
  const input = shopInputOf(form);
  return queueCreate(RESOURCES.shops, input, input.name);
}
