// A Yandex Market integration's form (spec section 3 "Integration"): which pickup points go to the marketplace
// (regions, types, cash on delivery, their names there), where parcels leave from and how, and the terms.
import {
  DEFAULT_POINT_NAME_TEMPLATE, yamarketIntegrationInput, type CodFilter, type YamarketIntegration,
} from '../../../contract/modules';
import type { FormProblems } from '../../../components/resource/form-types';
import { formProblems, maxLengthOf } from '../../../lib/form-issues';
import { numberOf, numberText } from '../lib/number-text';

export type YamarketIntegrationForm = {
  name: string; pointRegions: string[]; pointTypes: string[]; cityFrom: string; storagePeriod: string; addedDays: string;
  orderCutoffHour: string; pointNameTemplate: string; codFilter: CodFilter; warehouseId: string; tariffToPointId: string;
  tariffToDoorId: string; enabled: boolean;
};

export const EMPTY_YAMARKET_INTEGRATION: YamarketIntegrationForm = {
  name: '', pointRegions: [], pointTypes: ['1', '2'], cityFrom: '', storagePeriod: '7', addedDays: '1', orderCutoffHour: '14',
  pointNameTemplate: DEFAULT_POINT_NAME_TEMPLATE, codFilter: 'all', warehouseId: '', tariffToPointId: '', tariffToDoorId: '', enabled: true,
};

export const YAMARKET_INTEGRATION_LIMITS = {
  name: maxLengthOf(yamarketIntegrationInput, 'name') ?? 100, cityFrom: 200, storagePeriod: 2, addedDays: 2, orderCutoffHour: 2,
  pointNameTemplate: 200,
};

export const yamarketIntegrationFormOf = (item: Partial<YamarketIntegration>): YamarketIntegrationForm => ({
  name: item.name ?? '', pointRegions: item.pointRegions ?? [], pointTypes: (item.pointTypes ?? []).map(String), cityFrom: item.cityFrom ?? '',
  storagePeriod: numberText(item.storagePeriod), addedDays: numberText(item.addedDays), orderCutoffHour: numberText(item.orderCutoffHour),
  pointNameTemplate: item.pointNameTemplate ?? DEFAULT_POINT_NAME_TEMPLATE, codFilter: item.codFilter ?? 'all',
  warehouseId: item.warehouseId ?? '', tariffToPointId: item.tariffToPointId ?? '', tariffToDoorId: item.tariffToDoorId ?? '',
  enabled: item.enabled ?? true,
});

export const yamarketIntegrationBodyOf = (form: YamarketIntegrationForm) => ({
  name: form.name.trim(), pointRegions: form.pointRegions, pointTypes: form.pointTypes.map(Number).sort(), cityFrom: form.cityFrom.trim(),
  storagePeriod: numberOf(form.storagePeriod), addedDays: numberOf(form.addedDays), orderCutoffHour: numberOf(form.orderCutoffHour),
  pointNameTemplate: form.pointNameTemplate.trim(), codFilter: form.codFilter, warehouseId: form.warehouseId, tariffToPointId: form.tariffToPointId,
  tariffToDoorId: form.tariffToDoorId, enabled: form.enabled,
});

export const checkYamarketIntegration = (form: YamarketIntegrationForm): FormProblems<YamarketIntegrationForm> =>
  formProblems(yamarketIntegrationInput, yamarketIntegrationBodyOf(form));
