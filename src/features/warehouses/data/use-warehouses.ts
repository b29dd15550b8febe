// Live reads of the company's warehouses as stored on this device, with queued changes laid over.
import { useOverlaidCollection, useOverlaidRow } from '../../../sync/use-overlaid';

/** undefined while reading. */
export const useWarehouses = () => useOverlaidCollection('warehouses');

/** undefined while reading; null when there is no such warehouse (or its delete is queued). */
export const useWarehouse = (id: string) => useOverlaidRow('warehouses', id);
