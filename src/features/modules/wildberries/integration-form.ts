// A Wildberries integration's form (the project's design): its name and how parcels leave.
import { wildberriesIntegrationInput, type WildberriesIntegration } from '../../../contract/modules';
import type { FormProblems } from '../../../components/resource/form-types';
import { formProblems, maxLengthOf } from '../../../lib/form-issues';
import { numberOf, numberText } from '../lib/number-text';

export type WildberriesIntegrationForm = {
  name: string; cityFrom: string; warehouseId: string; tariffToPointId: string; tariffToDoorId: string; addedDays: string;
  orderCutoffHour: string; enabled: boolean;
};

export const EMPTY_WILDBERRIES_INTEGRATION: WildberriesIntegrationForm = {
  name: '', cityFrom: '', warehouseId: '', tariffToPointId: '', tariffToDoorId: '', addedDays: '1', orderCutoffHour: '14', enabled: true,
};

export const WILDBERRIES_INTEGRATION_LIMITS = { name: maxLengthOf(wildberriesIntegrationInput, 'name') ?? 100, addedDays: 2, orderCutoffHour: 2 };

export const wildberriesIntegrationFormOf = (item: Partial<WildberriesIntegration>): WildberriesIntegrationForm => ({
  name: item.name ?? '', cityFrom: item.cityFrom ?? '', warehouseId: item.warehouseId ?? '', tariffToPointId: item.tariffToPointId ?? '',
  tariffToDoorId: item.tariffToDoorId ?? '', addedDays: numberText(item.addedDays), orderCutoffHour: numberText(item.orderCutoffHour),
  enabled: item.enabled ?? true,
});

export const wildberriesIntegrationBodyOf = (form: WildberriesIntegrationForm) => ({
  name: form.name.trim(), cityFrom: form.cityFrom.trim(), warehouseId: form.warehouseId, tariffToPointId: form.tariffToPointId,
  tariffToDoorId: form.tariffToDoorId, addedDays: numberOf(form.addedDays), orderCutoffHour: numberOf(form.orderCutoffHour), enabled: form.enabled,
});

export const checkWildberriesIntegration = (form: WildberriesIntegrationForm): FormProblems<WildberriesIntegrationForm> =>
  formProblems(wildberriesIntegrationInput, wildberriesIntegrationBodyOf(form));
