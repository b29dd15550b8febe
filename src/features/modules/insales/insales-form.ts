// The Insales connection form: the shop's id at Insales, the API key's login and password
// (src/contract/modules.ts). The password is a secret (lib/secret-form.ts).
import { insalesCreate, insalesInput, type InsalesConnection } from '../../../contract/modules';
import { formProblems, maxLengthOf } from '../../../lib/form-issues';
import type { FormProblems } from '../../../components/resource/form-types';
import { emptySecret, secretBody, secretOf, type SecretValue } from '../lib/secret-form';

export type InsalesForm = { shopId: string; tokenId: string; tokenPassword: SecretValue; enabled: boolean };

export const EMPTY_INSALES_FORM: InsalesForm = { shopId: '', tokenId: '', tokenPassword: emptySecret(), enabled: true };

export const INSALES_LIMITS = { shopId: 20, tokenId: maxLengthOf(insalesInput, 'tokenId') ?? 200 };

export const insalesFormOf = (item: Partial<InsalesConnection>): InsalesForm => ({
  shopId: item.shopId ?? '', tokenId: item.tokenId ?? '', tokenPassword: secretOf(item.tokenPassword), enabled: item.enabled ?? true,
});

export const insalesBodyOf = (form: InsalesForm) => ({
  shopId: form.shopId.trim(), tokenId: form.tokenId.trim(), tokenPassword: secretBody(form.tokenPassword), enabled: form.enabled,
});

export const checkInsales = (form: InsalesForm): FormProblems<InsalesForm> =>
  formProblems(form.tokenPassword.stored ? insalesInput : insalesCreate, insalesBodyOf(form));

