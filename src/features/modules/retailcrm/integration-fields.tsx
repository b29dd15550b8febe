// A RetailCRM integration's fields: what the CRM shows of the delivery service, the documents' fields,
// and how costs and payers are set on new parcels.
import { useLingui } from '@lingui/react/macro';
import type { FieldsProps } from '../../../components/resource/form-types';
import { requiredLabel } from '../../../components/resource/resource-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { CheckField } from '../components/check-field';
import type { RetailCrmIntegrationForm } from './integration-form';

export function RetailCrmIntegrationFields({ form, set, error, text }: FieldsProps<RetailCrmIntegrationForm>) {
  const { t } = useLingui();
  return (
    <>
      <Field label={requiredLabel(t`Name`)} error={error('name')} hint={t`How the delivery service is called in the CRM`}>
        <Input {...text('name')} aria-required autoComplete="off" />
      </Field>
      <Field label={t`Description`} error={error('description')}>
        <Textarea {...text('description')} rows={3} />
      </Field>
      <Field label={t`Logo URL`} error={error('logoUrl')}>
        <Input {...text('logoUrl')} type="url" inputMode="url" autoComplete="off" spellCheck={false} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Label field name`} error={error('labelFieldName')} hint={t`The CRM field the label's link goes to`}>
          <Input {...text('labelFieldName')} autoComplete="off" spellCheck={false} />
        </Field>
        <Field label={t`Waybill field name`} error={error('waybillFieldName')} hint={t`The CRM field the waybill's link goes to`}>
          <Input {...text('waybillFieldName')} autoComplete="off" spellCheck={false} />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Default payer`}>
          <Select value={form.defaultPayer} onChange={(e) => set('defaultPayer', e.target.value as RetailCrmIntegrationForm['defaultPayer'])}>
            <option value="sender">{t`Sender`}</option>
            <option value="receiver">{t`Receiver`}</option>
          </Select>
        </Field>
        <Field label={t`Cost calculation`}>
          <Select value={form.costCalculation} onChange={(e) => set('costCalculation', e.target.value as RetailCrmIntegrationForm['costCalculation'])}>
            <option value="auto">{t`Automatic`}</option>
            <option value="manual">{t`Manual`}</option>
          </Select>
        </Field>
      </div>
      <CheckField label={t`Zero declared value`} checked={form.zeroDeclaredValue} onChange={(v) => set('zeroDeclaredValue', v)} />
      <CheckField label={t`Locked by default`} hint={t`New parcels wait until someone unlocks them in the CRM`} checked={form.lockedByDefault} onChange={(v) => set('lockedByDefault', v)} />
      <CheckField label={t`Include cash-on-delivery and insurance fees in the cost`} checked={form.includeFees} onChange={(v) => set('includeFees', v)} />
      <CheckField label={t`Bring in new orders`} checked={form.enabled} onChange={(v) => set('enabled', v)} />
    </>
  );
}
