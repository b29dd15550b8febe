// Path and answer pieces of the resource calls (routes/resource-kit.ts and the rule editor's extras).
import { z } from 'zod';

/** Ids are TEXT: UUIDs, made by the console or the server. */
export const idParams = z.object({ id: z.string().min(1).max(100) });

export const deletedAnswer = z.object({ id: z.string() });
