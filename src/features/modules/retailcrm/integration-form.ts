// A RetailCRM integration's form (spec section 3 "CRM integration"): how the CRM shows the delivery
// service and how its orders become parcels.
import {
  retailCrmIntegrationInput, type RetailCrmIntegration,
} from '../../../contract/modules';
import type { FormProblems } from '../../../components/resource/form-types';
import { formProblems, maxLengthOf } from '../../../lib/form-issues';

export type RetailCrmIntegrationForm = {
  name: string; description: string; logoUrl: string; labelFieldName: string; waybillFieldName: string;
  defaultPayer: 'sender' | 'receiver'; zeroDeclaredValue: boolean; lockedByDefault: boolean; includeFees: boolean;
  costCalculation: 'auto' | 'manual'; enabled: boolean;
};

export const EMPTY_RETAILCRM_INTEGRATION: RetailCrmIntegrationForm = {
  name: '', description: '', logoUrl: '', labelFieldName: '', waybillFieldName: '', defaultPayer: 'receiver',
  zeroDeclaredValue: false, lockedByDefault: false, includeFees: true, costCalculation: 'auto', enabled: true,
};

const limit = (field: keyof RetailCrmIntegrationForm) => maxLengthOf(retailCrmIntegrationInput, field) ?? 500;
export const RETAILCRM_INTEGRATION_LIMITS = {
  name: limit('name'), description: limit('description'), logoUrl: 500, labelFieldName: limit('labelFieldName'), waybillFieldName: limit('waybillFieldName'),
};

export const retailCrmIntegrationFormOf = (item: Partial<RetailCrmIntegration>): RetailCrmIntegrationForm => ({
  name: item.name ?? '', description: item.description ?? '', logoUrl: item.logoUrl ?? '', labelFieldName: item.labelFieldName ?? '',
  waybillFieldName: item.waybillFieldName ?? '', defaultPayer: item.defaultPayer ?? 'receiver', zeroDeclaredValue: item.zeroDeclaredValue ?? false,
  lockedByDefault: item.lockedByDefault ?? false, includeFees: item.includeFees ?? true, costCalculation: item.costCalculation ?? 'auto',
  enabled: item.enabled ?? true,
});

export const retailCrmIntegrationBodyOf = (form: RetailCrmIntegrationForm) => ({
  ...form,
  name: form.name.trim(), description: form.description.trim(), logoUrl: form.logoUrl.trim(),
  labelFieldName: form.labelFieldName.trim(), waybillFieldName: form.waybillFieldName.trim(),
});

export const checkRetailCrmIntegration = (form: RetailCrmIntegrationForm): FormProblems<RetailCrmIntegrationForm> =>
  formProblems(retailCrmIntegrationInput, retailCrmIntegrationBodyOf(form));
