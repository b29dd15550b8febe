// Pieces shared by the company-owned resources the console syncs (shops, warehouses, connections,
// tariff rules): the client-made id of a create, the stamps every item carries, optional text fields.
import { z } from 'zod';

/** A create may carry the id the console made offline, so a repeated create finds the same row. */
export const clientId = z.uuid().optional();

/** Every synced item: its id, the change version of its last write (the sync cursor), ISO times. */
export const recordMeta = {
  id: z.string(),
  version: z.number().int(),
  created: z.string(),
  updated: z.string(),
};

/** Optional text: absent, null and '' all mean empty (forms send any of them). */
export const optionalText = (max: number) => z.string().trim().max(max).nullish();
