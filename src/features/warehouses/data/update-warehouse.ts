// Saves an edited warehouse local-first. PUT replaces every field, so the whole form is sent.
import { queueUpdate, RESOURCES } from '../../../sync/resource-changes';
import { warehouseInputOf, type WarehouseForm } from '../lib/warehouse-form';

/** `version` is what the user saw; a warehouse still waiting for its create has none yet. */
export function updateWarehouse(warehouse: { id: string; version?: number }, form: WarehouseForm): Promise<void> {
  const input = warehouseInputOf(form);
  return queueUpdate(RESOURCES.warehouses, warehouse, input, input.name);
}
