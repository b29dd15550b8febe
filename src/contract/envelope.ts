// The API's two envelopes (docs/api.md): lists are {total, items}; errors carry a code.
import { z } from 'zod';
import { LIST_FIRST_PAGE, LIST_PAGE_SIZE } from './constants';

export const fieldError = z.object({ field: z.string(), message: z.string() });

export const errorEnvelope = z.object({
  code: z.string(),
  message: z.string(),
  description: z.string().optional(),
  errors: z.array(fieldError).optional(),
  /** A 412's record as it is now (040412). */
  data: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ total: z.number().int().nonnegative(), items: z.array(item) });
export type ListEnvelope<T> = { total: number; items: T[] };

export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(LIST_FIRST_PAGE),
  limit: z.coerce.number().int().min(1).max(1000).default(LIST_PAGE_SIZE),
  filter: z.string().optional(),
});
