// Warehouses: the sender address of orders. Name, phone, contact name and city are
// required, each with its own 'Необходимо заполнить ...' message; countries RU, BY, KZ.
import { z } from 'zod';
import { nameText, optionalEmail, requiredText } from './field-rules';
import { clientId, optionalText, recordMeta } from './record-meta';

export const WAREHOUSE_COUNTRIES = ['RU', 'BY', 'KZ'] as const;

export const warehouseInput = z.object({
  name: nameText(),
  countryCode: z.enum(WAREHOUSE_COUNTRIES).default('RU'),
  region: optionalText(255),
  area: optionalText(255),
  city: requiredText(255),
  /** FIAS / address-service id of the city, when the address helper found one. */
  cityGuid: optionalText(64),
  street: optionalText(255),
  house: optionalText(50),
  block: optionalText(50),
  office: optionalText(50),
  postIndex: optionalText(20),
  lat: z.number().min(-90).max(90).nullish(),
  lon: z.number().min(-180).max(180).nullish(),
  companyName: optionalText(255),
  contactName: requiredText(255),
  phone: requiredText(50),
  email: optionalEmail(),
  comment: optionalText(1000),
  addressString: optionalText(1000),
  // The address helper's parts: the kind of region, area, city and street ("обл", "р-н", "г", "ул") and the
  // community (a settlement inside an area) with its kind ("с", "пгт").
  regionType: optionalText(50),
  areaType: optionalText(50),
  cityType: optionalText(50),
  community: optionalText(255),
  communityType: optionalText(50),
  streetType: optionalText(50),
});
export type WarehouseInput = z.infer<typeof warehouseInput>;

export const warehouseCreate = warehouseInput.extend({ id: clientId });
export type WarehouseCreate = z.infer<typeof warehouseCreate>;

export const warehouse = z.object({
  ...recordMeta,
  name: z.string(),
  countryCode: z.enum(WAREHOUSE_COUNTRIES),
  region: z.string(),
  area: z.string(),
  city: z.string(),
  cityGuid: z.string(),
  street: z.string(),
  house: z.string(),
  block: z.string(),
  office: z.string(),
  postIndex: z.string(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  companyName: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  comment: z.string(),
  addressString: z.string(),
  regionType: z.string(),
  areaType: z.string(),
  cityType: z.string(),
  community: z.string(),
  communityType: z.string(),
  streetType: z.string(),
});
export type Warehouse = z.infer<typeof warehouse>;
