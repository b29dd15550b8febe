// The names of the fields a conflict lists, in the user's language, the same words the forms use: a nested
// field is named with its block ("Recipient · City"); a field not listed here shows its key.
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

const FIELD_NAMES: Record<string, MessageDescriptor> = {
  name: msg`Name`,
  email: msg`Email`,
  phone: msg`Phone`,
  companyName: msg`Company name`,
  companyInn: msg`Company INN`,
  postIndex: msg`Postcode`,
  city: msg`City`,
  street: msg`Street`,
  house: msg`House`,
  block: msg`Building`,
  office: msg`Office / flat`,
  addressString: msg`Full address`,
  contactName: msg`Contact name`,
  comment: msg`Comment`,
  description: msg`Description`,
  barcode: msg`Barcode`,
  shopId: msg`Shop`,
  warehouseId: msg`Warehouse`,
  clientNumber: msg`Client number`,
  providerKey: msg`Delivery service`,
  tariffId: msg`Tariff`,
  assessedCost: msg`Declared value, ₽`,
  codCost: msg`Cash on delivery, ₽`,
  deliveryCost: msg`Delivery cost for the recipient, ₽`,
  paymentMethod: msg`Payment method`,
  // The blocks of an order.
  order: msg`Order`,
  sender: msg`Sender`,
  recipient: msg`Recipient`,
  returnAddress: msg`Return address`,
  places: msg`Places`,
  items: msg`Items`,
};

/** 'recipient.city' -> "Recipient · City". */
export const fieldLabel = (path: string, i18n: I18n): string =>
  path.split('.').map((key) => (FIELD_NAMES[key] ? i18n._(FIELD_NAMES[key]) : key)).join(' · ');
