// The shop form's values and rules. The rules are the contract's shop body (src/contract/shops.ts), which
// the server runs too: the name is required and 2 to 100 characters after trimming; the email, when given,
// follows the product's email rule. Pure, so the rules are tested without a browser.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { shopInput, type Shop, type ShopInput } from '../../../contract/shops';
import { formProblems, maxLengthOf } from '../../../lib/form-issues';

export type ShopForm = { name: string; companyName: string; email: string; phone: string };
export type ShopProblems = Partial<Record<keyof ShopForm, MessageDescriptor>>;

export const EMPTY_SHOP_FORM: ShopForm = { name: '', companyName: '', email: '', phone: '' };

const limit = (field: keyof ShopForm) => maxLengthOf(shopInput, field) ?? 0;
/** Longest values the API takes, given to the inputs as maxLength. */
export const SHOP_LIMITS: Record<keyof ShopForm, number> = {
  name: limit('name'), companyName: limit('companyName'), email: limit('email'), phone: limit('phone'),
};

/** A stored (or queued) shop as form values; a row made offline may lack fields. */
export const shopFormOf = (shop: Partial<Shop>): ShopForm => ({
  name: shop.name ?? '',
  companyName: shop.companyName ?? '',
  email: shop.email ?? '',
  phone: shop.phone ?? '',
});

export function checkShop(form: ShopForm): ShopProblems {
  return formProblems(shopInput, form, { name: { required: msg`Shop name is required` } });
}

/** The body of a create or update, trimmed, with the email stored as the server stores it. */
export const shopInputOf = (form: ShopForm): Required<{ [K in keyof ShopInput]: string }> => ({
  name: form.name.trim(),
  companyName: form.companyName.trim(),
  email: form.email.trim().toLowerCase(),
  phone: form.phone.trim(),
});
