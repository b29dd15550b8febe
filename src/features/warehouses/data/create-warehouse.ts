// Creates a warehouse local-first: the outbox keeps it until the server has it, the list shows it at once.
import { queueCreate, RESOURCES } from '../../../sync/resource-changes';
import { warehouseInputOf, type WarehouseForm } from '../lib/warehouse-form';

/** Returns the new warehouse's id (made here and kept by the server, so a repeated send is harmless). */
export function createWarehouse(form: WarehouseForm): Promise<string> {
  const input = warehouseInputOf(form);
  return queueCreate(RESOURCES.warehouses, input, input.name);
}
