// The shop form's values and rules: the name is required and 2 to 100
// characters after trimming; the email, when given, follows the product's email rule. Pure, so the
// rules are tested without a browser and match what the server checks.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Shop, ShopInput } from '../../../contract/shops';
import { checkEmail, checkTextLength, collectProblems } from '../../auth/lib/validation';

export type ShopForm = { name: string; companyName: string; email: string; phone: string };
export type ShopProblems = Partial<Record<keyof ShopForm, MessageDescriptor>>;

export const EMPTY_SHOP_FORM: ShopForm = { name: '', companyName: '', email: '', phone: '' };

/** Longest values the API takes (src/contract/shops.ts), given to the inputs as maxLength. */
export const SHOP_LIMITS = { name: 100, companyName: 255, email: 254, phone: 50 } as const;

/** A stored (or queued) shop as form values; a row made offline may lack fields. */
export const shopFormOf = (shop: Partial<Shop>): ShopForm => ({
  name: shop.name ?? '',
  companyName: shop.companyName ?? '',
  email: shop.email ?? '',
  phone: shop.phone ?? '',
});

export function checkShop(form: ShopForm): ShopProblems {
  return collectProblems({
    name: form.name.trim() ? checkTextLength(form.name) : msg`Shop name is required`,
    email: form.email.trim() ? checkEmail(form.email) : null,
  });
}

/** The body of a create or update, trimmed, with the email stored as the server stores it. */
export const shopInputOf = (form: ShopForm): Required<{ [K in keyof ShopInput]: string }> => ({
  name: form.name.trim(),
  companyName: form.companyName.trim(),
  email: form.email.trim().toLowerCase(),
  phone: form.phone.trim(),
});
