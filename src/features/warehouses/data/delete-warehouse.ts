// Deletes a warehouse local-first (after the confirmation the product asks for): it leaves the list at
// once and the server when the change is sent.
import { queueDelete, RESOURCES } from '../../../sync/resource-changes';

export const deleteWarehouse = (warehouse: { id: string; name?: string; version?: number }): Promise<void> =>
  queueDelete(RESOURCES.warehouses, warehouse, warehouse.name);
