// Shops: only the name is required ('Необходимо заполнить Имя Магазина').
import { z } from 'zod';
import { clientId, optionalText, recordMeta } from './record-meta';

export const shopInput = z.object({
  name: z.string().trim().min(1).max(100),
  companyName: optionalText(255),
  /** The product's email rule (server/src/lib/email.ts) when not empty. */
  email: optionalText(254),
  phone: optionalText(50),
});
export type ShopInput = z.infer<typeof shopInput>;

export const shopCreate = shopInput.extend({ id: clientId });
export type ShopCreate = z.infer<typeof shopCreate>;

export const shop = z.object({
  ...recordMeta,
  name: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type Shop = z.infer<typeof shop>;
