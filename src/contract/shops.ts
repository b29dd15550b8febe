// Shops: only the name is required ('Необходимо заполнить Имя Магазина'), 2 to 100 characters.
import { z } from 'zod';
import { nameText, optionalEmail } from './field-rules';
import { clientId, optionalText, recordMeta } from './record-meta';

export const shopInput = z.object({
  name: nameText(),
  companyName: optionalText(255),
  email: optionalEmail(),
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
