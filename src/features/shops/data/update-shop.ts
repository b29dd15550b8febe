// Saves an edited shop local-first. PUT replaces every field, so the whole form is sent.
import { queueUpdate, RESOURCES } from '../../../sync/resource-changes';
import { shopInputOf, type ShopForm } from '../lib/shop-form';

/** `version` is what the user saw; a shop still waiting for its create has none yet. */
export function updateShop(shop: { id: string; version?: number }, form: ShopForm): Promise<void> {
  const input = shopInputOf(form);
  return queueUpdate(RESOURCES.shops, shop, input, input.name);
}
