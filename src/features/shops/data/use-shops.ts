// Live reads of the company's shops as stored on this device, with the user's queued changes laid over.
import { useOverlaidCollection, useOverlaidRow } from '../../../sync/use-overlaid';

/** undefined while reading. */
export const useShops = () => useOverlaidCollection('shops');

/** undefined while reading; null when there is no such shop (or its delete is queued). */
export const useShop = (id: string) => useOverlaidRow('shops', id);
