// The RetailCRM settings' fields in the order an operator sets the module up: the account, how names go on
// the parcels, what the parcels carry, the CRM's own fields, payment types, statuses, stores and terminal.
import { useParams } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { NAME_MODES, retailCrmCheckRequest, VAT_RATES } from '../../../contract/modules';
import type { FieldsProps } from '../../../components/resource/form-types';
import { requiredLabel } from '../../../components/resource/resource-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { CheckField } from '../components/check-field';
import { ConnectionCheck } from '../components/connection-check';
import { FormSection } from '../components/form-section';
import { SecretField } from '../components/secret-field';
import { secretBody } from '../lib/secret-form';
import { TerminalPicker } from '../components/terminal-picker';
import { PaymentTypeRows, StatusMappingRows } from './row-editors';
import type { RetailCrmSettingsForm } from './settings-form';

export function RetailCrmSettingsFields({ form, set, error, text }: FieldsProps<RetailCrmSettingsForm>) {
  const { t } = useLingui();
  const senderNames: Record<(typeof NAME_MODES)[number], string> = {
    0: t`The legal entity's name`, 1: t`The manager's name`, 2: t`Custom (from the order)`,
  };
  const companyNames: Record<(typeof NAME_MODES)[number], string> = {
    0: t`The shop's name`, 1: t`The legal entity's name`, 2: t`Custom (from the order)`,
  };
  const vatName = (rate: number) => (rate === -1 ? t`No VAT` : `${rate}%`);
  // A key left empty on an edit is the stored one: the check names the account it belongs to.
  const { settingsId } = useParams({ strict: false });
  const apiKey = secretBody(form.apiKey);
  const storedFrom = !apiKey && form.apiKey.stored ? settingsId : undefined;
  return (
    <>
      <FormSection title={t`Account`}>
        <Field label={requiredLabel(t`Account address`)} error={error('url')} hint={t`The address of your RetailCRM, e.g. https://shop.retailcrm.ru`}>
          <Input {...text('url')} type="url" inputMode="url" aria-required autoComplete="url" spellCheck={false} />
        </Field>
        <SecretField label={t`API key`} secret={form.apiKey} onChange={(v) => set('apiKey', v)} error={error('apiKey')} />
        <ConnectionCheck kind="retailcrm" schema={retailCrmCheckRequest} body={{ url: form.url.trim(), apiKey, settingsId: storedFrom }} hasSecrets={Boolean(apiKey || storedFrom)} />
        <Field label={t`Mode`} hint={t`Through the aggregator, parcels go under its contracts; direct, under your own contracts with the delivery services.`}>
          <Select value={form.mode} onChange={(e) => set('mode', e.target.value as RetailCrmSettingsForm['mode'])}>
            <option value="aggregator">{t`Through the aggregator`}</option>
            <option value="direct">{t`Direct`}</option>
          </Select>
        </Field>
      </FormSection>
      <FormSection title={t`Names on the parcels`}>
        <Field label={t`Sender's contact name`}>
          <Select value={form.senderContactNameMode} onChange={(e) => set('senderContactNameMode', e.target.value as RetailCrmSettingsForm['senderContactNameMode'])}>
            {NAME_MODES.map((mode) => <option key={mode} value={String(mode)}>{senderNames[mode]}</option>)}
          </Select>
        </Field>
        <Field label={t`Company name`}>
          <Select value={form.companyNameMode} onChange={(e) => set('companyNameMode', e.target.value as RetailCrmSettingsForm['companyNameMode'])}>
            {NAME_MODES.map((mode) => <option key={mode} value={String(mode)}>{companyNames[mode]}</option>)}
          </Select>
        </Field>
      </FormSection>
      <FormSection title={t`What the parcels carry`}>
        <CheckField label={t`Send item weights`} checked={form.sendItemWeight} onChange={(v) => set('sendItemWeight', v)} />
        <CheckField label={t`Show place barcodes`} checked={form.showPlaceBarcodes} onChange={(v) => set('showPlaceBarcodes', v)} />
        <CheckField
          label={t`Use the full price for the assessed value`} hint={t`Without discounts`}
          checked={form.useFullPriceForAssessedValue} onChange={(v) => set('useFullPriceForAssessedValue', v)}
        />
        <CheckField label={t`Leave out items with a zero price`} checked={form.removeZeroPriceItems} onChange={(v) => set('removeZeroPriceItems', v)} />
        <Field label={t`VAT rate`} error={error('vatRate')}>
          <Select value={form.vatRate} onChange={(e) => set('vatRate', e.target.value)}>
            {VAT_RATES.map((rate) => <option key={rate} value={String(rate)}>{vatName(rate)}</option>)}
          </Select>
        </Field>
        <Field label={t`Additional services`} error={error('additionalServices')} hint={t`CRM codes, separated by commas`}>
          <Input {...text('additionalServices')} autoComplete="off" spellCheck={false} />
        </Field>
      </FormSection>
      <FormSection title={t`CRM fields`}>
        <Field label={t`Custom field of the pickup date`} error={error('customPickupDateField')} hint={t`The field's code in RetailCRM`}>
          <Input {...text('customPickupDateField')} autoComplete="off" spellCheck={false} />
        </Field>
        <Field label={t`Custom field of the client number`} error={error('customClientNumberField')} hint={t`The field's code in RetailCRM`}>
          <Input {...text('customClientNumberField')} autoComplete="off" spellCheck={false} />
        </Field>
      </FormSection>
      <FormSection title={t`Payment types`}>
        <p className="text-sm text-slate-600">{t`The CRM's payment types; those marked cash on delivery are collected by the delivery service.`}</p>
        <PaymentTypeRows rows={form.paymentTypes} onChange={(rows) => set('paymentTypes', rows)} error={error('paymentTypes')} />
      </FormSection>
      <FormSection title={t`Status mapping`}>
        <p className="text-sm text-slate-600">{t`Which order status each CRM status code stands for.`}</p>
        <StatusMappingRows rows={form.statusMapping} onChange={(rows) => set('statusMapping', rows)} error={error('statusMapping')} />
      </FormSection>
      <FormSection title={t`Stores and terminal`}>
        <Field label={t`Stores`} error={error('stores')} hint={t`CRM codes of the stores whose orders are shipped, separated by commas`}>
          <Input {...text('stores')} autoComplete="off" spellCheck={false} />
        </Field>
        <TerminalPicker
          label={t`Default terminal`} hint={t`Where parcels are dropped off when the order names no point`}
          value={form.defaultTerminal} onChange={(id) => set('defaultTerminal', id)} error={error('defaultTerminal')}
        />
      </FormSection>
    </>
  );
}
