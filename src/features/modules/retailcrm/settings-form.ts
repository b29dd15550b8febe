// The RetailCRM settings form (src/contract/modules.ts, spec section 3 "CRM module settings"): the account,
// how names and values go to the delivery service, the CRM's payment types, statuses and stores, and the
// default terminal. Lists typed as rows (payment types, status mapping) become the body's arrays and map.
import { msg } from '@lingui/core/macro';
import {
  retailCrmSettingsCreate, retailCrmSettingsInput, type RetailCrmSettings,
} from '../../../contract/modules';
import type { OrderStatusKey } from '../../../contract/constants';
import type { FormProblems } from '../../../components/resource/form-types';
import { formProblems } from '../../../lib/form-issues';
import { codeListOf, codeListText } from '../lib/code-list';
import { emptySecret, secretBody, secretOf, type SecretValue } from '../lib/secret-form';

export type StatusRow = { code: string; status: OrderStatusKey | '' };
export type PaymentRow = { code: string; isCod: boolean };

export type RetailCrmSettingsForm = {
  apiKey: SecretValue;
  url: string;
  mode: 'aggregator' | 'direct';
  senderContactNameMode: '0' | '1' | '2';
  companyNameMode: '0' | '1' | '2';
  sendItemWeight: boolean;
  customPickupDateField: string;
  customClientNumberField: string;
  showPlaceBarcodes: boolean;
  useFullPriceForAssessedValue: boolean;
  removeZeroPriceItems: boolean;
  additionalServices: string;
  vatRate: string;
  paymentTypes: PaymentRow[];
  statusMapping: StatusRow[];
  stores: string;
  defaultTerminal: string;
};

export const EMPTY_RETAILCRM_SETTINGS: RetailCrmSettingsForm = {
  apiKey: emptySecret(), url: '', mode: 'aggregator', senderContactNameMode: '0', companyNameMode: '0', sendItemWeight: true,
  customPickupDateField: '', customClientNumberField: '', showPlaceBarcodes: false, useFullPriceForAssessedValue: false,
  removeZeroPriceItems: false, additionalServices: '', vatRate: '-1', paymentTypes: [], statusMapping: [], stores: '', defaultTerminal: '',
};

export const RETAILCRM_SETTINGS_LIMITS = { url: 500, customPickupDateField: 100, customClientNumberField: 100, defaultTerminal: 100 };

const nameMode = (mode: number | undefined): '0' | '1' | '2' => (mode === 1 ? '1' : mode === 2 ? '2' : '0');

export const retailCrmSettingsFormOf = (item: Partial<RetailCrmSettings>): RetailCrmSettingsForm => ({
  apiKey: secretOf(item.apiKey),
  url: item.url ?? '',
  mode: item.mode ?? 'aggregator',
  senderContactNameMode: nameMode(item.senderContactNameMode),
  companyNameMode: nameMode(item.companyNameMode),
  sendItemWeight: item.sendItemWeight ?? true,
  customPickupDateField: item.customPickupDateField ?? '',
  customClientNumberField: item.customClientNumberField ?? '',
  showPlaceBarcodes: item.showPlaceBarcodes ?? false,
  useFullPriceForAssessedValue: item.useFullPriceForAssessedValue ?? false,
  removeZeroPriceItems: item.removeZeroPriceItems ?? false,
  additionalServices: codeListText(item.additionalServices),
  vatRate: String(item.vatRate ?? -1),
  paymentTypes: item.paymentTypes?.map((p) => ({ ...p })) ?? [],
  statusMapping: Object.entries(item.statusMapping ?? {}).map(([code, status]) => ({ code, status })),
  stores: codeListText(item.stores),
  defaultTerminal: item.defaultTerminal ?? '',
});

/** Rows left blank are not sent. */
const filled = <T extends { code: string }>(rows: T[]) => rows.filter((row) => row.code.trim() !== '');

export const retailCrmSettingsBodyOf = (form: RetailCrmSettingsForm) => ({
  apiKey: secretBody(form.apiKey),
  url: form.url.trim(),
  mode: form.mode,
  senderContactNameMode: Number(form.senderContactNameMode),
  companyNameMode: Number(form.companyNameMode),
  sendItemWeight: form.sendItemWeight,
  customPickupDateField: form.customPickupDateField.trim(),
  customClientNumberField: form.customClientNumberField.trim(),
  showPlaceBarcodes: form.showPlaceBarcodes,
  useFullPriceForAssessedValue: form.useFullPriceForAssessedValue,
  removeZeroPriceItems: form.removeZeroPriceItems,
  additionalServices: codeListOf(form.additionalServices),
  vatRate: Number(form.vatRate),
  paymentTypes: filled(form.paymentTypes).map(({ code, isCod }) => ({ code: code.trim(), isCod })),
  statusMapping: Object.fromEntries(filled(form.statusMapping).map(({ code, status }) => [code.trim(), status])),
  stores: codeListOf(form.stores),
  defaultTerminal: form.defaultTerminal.trim() || null,
});

const repeats = (codes: string[]) => new Set(codes).size !== codes.length;

export function checkRetailCrmSettings(form: RetailCrmSettingsForm): FormProblems<RetailCrmSettingsForm> {
  const schema = form.apiKey.stored ? retailCrmSettingsInput : retailCrmSettingsCreate;
  const found = formProblems(schema, retailCrmSettingsBodyOf(form)) as Record<string, ReturnType<typeof msg>>;
  const problems: FormProblems<RetailCrmSettingsForm> = {};
  for (const [path, text] of Object.entries(found)) {
    const key = path.split('.')[0] as keyof RetailCrmSettingsForm;
    problems[key] ??= text;
  }
  const mapped = filled(form.statusMapping);
  if (mapped.some((row) => !row.status)) problems.statusMapping = msg`Choose a status for every CRM status code`;
  else if (repeats(mapped.map((row) => row.code.trim()))) problems.statusMapping = msg`Each CRM status code once`;
  if (repeats(filled(form.paymentTypes).map((row) => row.code.trim()))) problems.paymentTypes = msg`Each payment type code once`;
  return problems;
}

