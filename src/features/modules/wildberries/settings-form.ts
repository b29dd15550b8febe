// The Wildberries settings form (the project's design, docs/decisions/modules.md): the seller's API token
// (a secret), supplier and WB warehouse ids, the seller's INN, the status an order is exported in and the
// default weight.
import { wildberriesSettingsCreate, wildberriesSettingsInput, type WildberriesSettings } from '../../../contract/modules';
import type { OrderStatusKey } from '../../../contract/constants';
import type { FormProblems } from '../../../components/resource/form-types';
import { formProblems, maxLengthOf } from '../../../lib/form-issues';
import { numberOf, numberText } from '../lib/number-text';
import { emptySecret, secretBody, secretOf, type SecretValue } from '../lib/secret-form';

export type WildberriesSettingsForm = {
  name: string; apiToken: SecretValue; supplierId: string; warehouseId: string; sellerInn: string;
  exportOrderStatus: OrderStatusKey | ''; defaultWeight: string;
};

export const EMPTY_WILDBERRIES_SETTINGS: WildberriesSettingsForm = {
  name: '', apiToken: emptySecret(), supplierId: '', warehouseId: '', sellerInn: '', exportOrderStatus: 'uploaded', defaultWeight: '1000',
};

export const WILDBERRIES_SETTINGS_LIMITS = {
  name: maxLengthOf(wildberriesSettingsInput, 'name') ?? 100, supplierId: 16, warehouseId: 16, sellerInn: 12, defaultWeight: 7,
};

export const wildberriesSettingsFormOf = (item: Partial<WildberriesSettings>): WildberriesSettingsForm => ({
  name: item.name ?? '', apiToken: secretOf(item.apiToken), supplierId: numberText(item.supplierId), warehouseId: numberText(item.warehouseId),
  sellerInn: item.sellerInn ?? '', exportOrderStatus: item.exportOrderStatus ?? 'uploaded', defaultWeight: numberText(item.defaultWeight),
});

export const wildberriesSettingsBodyOf = (form: WildberriesSettingsForm) => ({
  name: form.name.trim(), apiToken: secretBody(form.apiToken), supplierId: numberOf(form.supplierId), warehouseId: numberOf(form.warehouseId),
  sellerInn: form.sellerInn.trim(), exportOrderStatus: form.exportOrderStatus || undefined, defaultWeight: numberOf(form.defaultWeight),
});

export const checkWildberriesSettings = (form: WildberriesSettingsForm): FormProblems<WildberriesSettingsForm> =>
  formProblems(form.apiToken.stored ? wildberriesSettingsInput : wildberriesSettingsCreate, wildberriesSettingsBodyOf(form));

