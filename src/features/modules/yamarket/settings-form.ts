// The Yandex Market settings form (spec section 3): the campaign and business at the marketplace, its two
// tokens (secrets), the seller's INN (check digits), the sender's e-mail, the status an order is exported in
// and the default weight.
import { yamarketSettingsCreate, yamarketSettingsInput, type YamarketSettings } from '../../../contract/modules';
import type { OrderStatusKey } from '../../../contract/constants';
import type { FormProblems } from '../../../components/resource/form-types';
import { formProblems, maxLengthOf } from '../../../lib/form-issues';
import { numberOf, numberText } from '../lib/number-text';
import { emptySecret, secretBody, secretOf, type SecretValue } from '../lib/secret-form';

export type YamarketSettingsForm = {
  name: string; campaignId: string; token: SecretValue; authToken: SecretValue; sellerInn: string; senderEmail: string;
  businessId: string; exportOrderStatus: OrderStatusKey | ''; defaultWeight: string;
};

export const EMPTY_YAMARKET_SETTINGS: YamarketSettingsForm = {
  name: '', campaignId: '', token: emptySecret(), authToken: emptySecret(), sellerInn: '', senderEmail: '', businessId: '',
  exportOrderStatus: 'uploaded', defaultWeight: '1000',
};

export const YAMARKET_SETTINGS_LIMITS = {
  name: maxLengthOf(yamarketSettingsInput, 'name') ?? 100, campaignId: 16, sellerInn: 12, senderEmail: 254, businessId: 16, defaultWeight: 7,
};

export const yamarketSettingsFormOf = (item: Partial<YamarketSettings>): YamarketSettingsForm => ({
  name: item.name ?? '', campaignId: numberText(item.campaignId), token: secretOf(item.token), authToken: secretOf(item.authToken),
  sellerInn: item.sellerInn ?? '', senderEmail: item.senderEmail ?? '', businessId: numberText(item.businessId),
  exportOrderStatus: item.exportOrderStatus ?? 'uploaded', defaultWeight: numberText(item.defaultWeight),
});

export const yamarketSettingsBodyOf = (form: YamarketSettingsForm) => ({
  name: form.name.trim(), campaignId: numberOf(form.campaignId), token: secretBody(form.token), authToken: secretBody(form.authToken),
  sellerInn: form.sellerInn.trim(), senderEmail: form.senderEmail.trim().toLowerCase(), businessId: numberOf(form.businessId),
  exportOrderStatus: form.exportOrderStatus || undefined, defaultWeight: numberOf(form.defaultWeight),
});

export const checkYamarketSettings = (form: YamarketSettingsForm): FormProblems<YamarketSettingsForm> =>
  formProblems(form.token.stored ? yamarketSettingsInput : yamarketSettingsCreate, yamarketSettingsBodyOf(form));

