// The warehouse form's values and rules: name, phone, contact name and city
// are required, each with its own message (the server answers the same Russian texts); the name is
// 2 to 100 characters after trimming; the email follows the product's rule when given; the country is
// RU, BY or KZ. Pure, so the rules are tested without a browser.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Warehouse } from '../../../contract/warehouses';
import { checkEmail, checkTextLength, collectProblems, type Problem } from '../../auth/lib/validation';
import { coordinateText, isWithin, LATITUDE, LONGITUDE, parseCoordinate, type CoordinateBounds } from './coordinate';

export type WarehouseCountry = Warehouse['countryCode'];

/** The product's warehouse countries. Kept here as a plain list: the contract's copy would bring zod into this
 *  chunk. */
export const WAREHOUSE_COUNTRY_CODES: readonly WarehouseCountry[] = ['RU', 'BY', 'KZ'];

type TextKey =
  | 'name' | 'region' | 'area' | 'city' | 'cityGuid' | 'street' | 'house' | 'block' | 'office' | 'postIndex'
  | 'lat' | 'lon' | 'companyName' | 'contactName' | 'phone' | 'email' | 'comment' | 'addressString';

/** What the inputs hold: text everywhere (coordinates too, until saved), and the chosen country. */
export type WarehouseForm = Record<TextKey, string> & { countryCode: WarehouseCountry };
export type WarehouseProblems = Partial<Record<keyof WarehouseForm, MessageDescriptor>>;

/** Longest values the API takes (src/contract/warehouses.ts), given to the inputs as maxLength. */
export const WAREHOUSE_LIMITS: Record<Exclude<TextKey, 'lat' | 'lon'>, number> = {
  name: 100, region: 255, area: 255, city: 255, cityGuid: 64, street: 255, house: 50, block: 50, office: 50,
  postIndex: 20, companyName: 255, contactName: 255, phone: 50, email: 254, comment: 1000, addressString: 1000,
};

export const EMPTY_WAREHOUSE_FORM: WarehouseForm = {
  name: '', countryCode: 'RU', region: '', area: '', city: '', cityGuid: '', street: '', house: '', block: '',
  office: '', postIndex: '', lat: '', lon: '', companyName: '', contactName: '', phone: '', email: '', comment: '',
  addressString: '',
};

/** A stored (or queued) warehouse as form values; a row made offline may lack fields. */
export function warehouseFormOf(w: Partial<Warehouse>): WarehouseForm {
  const form = { ...EMPTY_WAREHOUSE_FORM };
  for (const key of Object.keys(WAREHOUSE_LIMITS) as Array<keyof typeof WAREHOUSE_LIMITS>) {
    const value = w[key];
    if (typeof value === 'string') form[key] = value;
  }
  if (w.countryCode && WAREHOUSE_COUNTRY_CODES.includes(w.countryCode)) form.countryCode = w.countryCode;
  return { ...form, lat: coordinateText(w.lat), lon: coordinateText(w.lon) };
}

const required = (value: string, message: MessageDescriptor): Problem => (value.trim() ? null : message);

function checkCoordinate(text: string, bounds: CoordinateBounds): Problem {
  const value = parseCoordinate(text);
  const { min, max } = bounds;
  return value === null || isWithin(value, bounds) ? null : msg`Enter a number from ${min} to ${max}`;
}

export function checkWarehouse(form: WarehouseForm): WarehouseProblems {
  return collectProblems({
    name: form.name.trim() ? checkTextLength(form.name) : msg`Warehouse name is required`,
    city: required(form.city, msg`City is required`),
    contactName: required(form.contactName, msg`Contact name is required`),
    phone: required(form.phone, msg`Phone is required`),
    email: form.email.trim() ? checkEmail(form.email) : null,
    lat: checkCoordinate(form.lat, LATITUDE),
    lon: checkCoordinate(form.lon, LONGITUDE),
  });
}

/** The body of a create or update: trimmed texts, numbers or null for the coordinates, the email as
 *  the server stores it. Call only with a form that passed checkWarehouse. */
export function warehouseInputOf(form: WarehouseForm) {
  const texts = {} as Record<keyof typeof WAREHOUSE_LIMITS, string>;
  for (const key of Object.keys(WAREHOUSE_LIMITS) as Array<keyof typeof WAREHOUSE_LIMITS>) texts[key] = form[key].trim();
  return {
    ...texts,
    countryCode: form.countryCode,
    email: texts.email.toLowerCase(),
    lat: parseCoordinate(form.lat),
    lon: parseCoordinate(form.lon),
  };
}

export type WarehouseBody = ReturnType<typeof warehouseInputOf>;
