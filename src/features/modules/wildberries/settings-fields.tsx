// The Wildberries settings' fields: the seller's account, then what orders carry.
import { useLingui } from '@lingui/react/macro';
import type { FieldsProps } from '../../../components/resource/form-types';
import { requiredLabel } from '../../../components/resource/resource-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { FormSection } from '../components/form-section';
import { SecretField } from '../components/secret-field';
import { OrderExportFields } from '../components/order-export-fields';
import type { WildberriesSettingsForm } from './settings-form';

export function WildberriesSettingsFields({ form, set, error, text }: FieldsProps<WildberriesSettingsForm>) {
  const { t } = useLingui();
  return (
    <>
      <FormSection title={t`Account at Wildberries`}>
        <Field label={requiredLabel(t`Name`)} error={error('name')} hint={t`For you: which shop this is`}>
          <Input {...text('name')} aria-required autoComplete="off" />
        </Field>
        <SecretField label={t`API token`} secret={form.apiToken} onChange={(v) => set('apiToken', v)} error={error('apiToken')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={requiredLabel(t`Supplier ID`)} error={error('supplierId')} hint={t`Digits, from the seller's cabinet`}>
            <Input {...text('supplierId')} inputMode="numeric" aria-required autoComplete="off" />
          </Field>
          <Field label={requiredLabel(t`Seller's warehouse ID at Wildberries`)} error={error('warehouseId')} hint={t`The warehouse your FBS orders are assigned to`}>
            <Input {...text('warehouseId')} inputMode="numeric" aria-required autoComplete="off" />
          </Field>
        </div>
      </FormSection>
      <FormSection title={t`Seller and orders`}>
        <Field label={requiredLabel(t`Seller's INN`)} error={error('sellerInn')} hint={t`10 or 12 digits`}>
          <Input {...text('sellerInn')} inputMode="numeric" aria-required autoComplete="off" />
        </Field>
        <OrderExportFields status={form.exportOrderStatus} onStatus={(v) => set('exportOrderStatus', v)} weight={text('defaultWeight')} error={error} />
      </FormSection>
    </>
  );
}
