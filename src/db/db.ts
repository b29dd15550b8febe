// The single database instance shared by the console (workers open their own with the same schema).
import { ParcelDb } from './schema';

export const db = new ParcelDb();

/** Logout: remove every table of the user and start an empty store. */
export async function wipeLocalStore(): Promise<void> {
  await db.delete();
  await db.open();
}
