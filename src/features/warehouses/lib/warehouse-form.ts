// The warehouse form's values and rules. The rules are the contract's warehouse body
// (src/contract/warehouses.ts), which the server runs too: name, phone, contact name and city are required,
// each with its own message (the server answers the same Russian texts); the name is 2 to 100 characters
// after trimming; the email follows the product's rule when given; the country is RU, BY or KZ. Pure, so
// the rules are tested without a browser.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { WAREHOUSE_COUNTRIES, warehouseInput, type Warehouse } from '../../../contract/warehouses';
import { formProblems, maxLengthOf, type KindTexts } from '../../../lib/form-issues';
import { coordinateText, LATITUDE, LONGITUDE, parseCoordinate, type CoordinateBounds } from './coordinate';

export type WarehouseCountry = Warehouse['countryCode'];

/** The product's warehouse countries. */
export const WAREHOUSE_COUNTRY_CODES: readonly WarehouseCountry[] = WAREHOUSE_COUNTRIES;

type TextKey =
  | 'name' | 'region' | 'area' | 'city' | 'cityGuid' | 'street' | 'house' | 'block' | 'office' | 'postIndex'
  | 'lat' | 'lon' | 'companyName' | 'contactName' | 'phone' | 'email' | 'comment' | 'addressString'
  | 'regionType' | 'areaType' | 'cityType' | 'community' | 'communityType' | 'streetType';

/** What the inputs hold: text everywhere (coordinates too, until saved), and the chosen country. */
export type WarehouseForm = Record<TextKey, string> & { countryCode: WarehouseCountry };
export type WarehouseProblems = Partial<Record<keyof WarehouseForm, MessageDescriptor>>;

type LimitedKey = Exclude<TextKey, 'lat' | 'lon'>;
const LIMITED_KEYS: readonly LimitedKey[] = [
  'name', 'region', 'area', 'city', 'cityGuid', 'street', 'house', 'block', 'office', 'postIndex', 'companyName',
  'contactName', 'phone', 'email', 'comment', 'addressString', 'regionType', 'areaType', 'cityType', 'community',
  'communityType', 'streetType',
];

/** Longest values the API takes, given to the inputs as maxLength. */
export const WAREHOUSE_LIMITS = Object.fromEntries(
  LIMITED_KEYS.map((key) => [key, maxLengthOf(warehouseInput, key) ?? 0]),
) as Record<LimitedKey, number>;

export const EMPTY_WAREHOUSE_FORM: WarehouseForm = {
  name: '', countryCode: 'RU', region: '', area: '', city: '', cityGuid: '', street: '', house: '', block: '',
  office: '', postIndex: '', lat: '', lon: '', companyName: '', contactName: '', phone: '', email: '', comment: '',
  addressString: '', regionType: '', areaType: '', cityType: '', community: '', communityType: '', streetType: '',
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

/** Every problem a typed coordinate can have (not a number, out of bounds) reads the same. */
function coordinateTexts({ min, max }: CoordinateBounds): KindTexts {
  const text = msg`Enter a number from ${min} to ${max}`;
  return { notNumber: text, min: text, max: text };
}

export function checkWarehouse(form: WarehouseForm): WarehouseProblems {
  return formProblems(warehouseInput, { ...form, lat: parseCoordinate(form.lat), lon: parseCoordinate(form.lon) }, {
    name: { required: msg`Warehouse name is required` },
    city: { required: msg`City is required` },
    contactName: { required: msg`Contact name is required` },
    phone: { required: msg`Phone is required` },
    lat: coordinateTexts(LATITUDE),
    lon: coordinateTexts(LONGITUDE),
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
