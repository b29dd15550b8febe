// Deletes a shop local-first: it leaves the list at once and the server when the change is sent.
import { queueDelete, RESOURCES } from '../../../sync/resource-changes';

export const deleteShop = (shop: { id: string; name?: string; version?: number }): Promise<void> =>
  queueDelete(RESOURCES.shops, shop, shop.name);
