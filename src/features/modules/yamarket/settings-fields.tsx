// The Yandex Market settings' fields: the account at the marketplace, then what orders carry.
import { useParams } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { yamarketCheckRequest } from '../../../contract/modules';
import type { FieldsProps } from '../../../components/resource/form-types';
import { requiredLabel } from '../../../components/resource/resource-form';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ConnectionCheck } from '../components/connection-check';
import { FormSection } from '../components/form-section';
import { SecretField } from '../components/secret-field';
import { OrderExportFields } from '../components/order-export-fields';
import { numberOf } from '../lib/number-text';
import { secretBody } from '../lib/secret-form';
import type { YamarketSettingsForm } from './settings-form';

export function YamarketSettingsFields({ form, set, error, text }: FieldsProps<YamarketSettingsForm>) {
  const { t } = useLingui();
  // Tokens left empty on an edit are the stored ones: the check names the account they belong to.
  const { settingsId } = useParams({ strict: false });
  const token = secretBody(form.token);
  const authToken = secretBody(form.authToken);
  const typedBoth = Boolean(token && authToken);
  const storedFrom = !typedBoth && form.token.stored ? settingsId : undefined;
  return (
    <>
      <FormSection title={t`Account at Yandex Market`}>
        <Field label={requiredLabel(t`Name`)} error={error('name')} hint={t`For you: which shop this is`}>
          <Input {...text('name')} aria-required autoComplete="off" />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={requiredLabel(t`Campaign ID`)} error={error('campaignId')} hint={t`Digits, from the seller's cabinet`}>
            <Input {...text('campaignId')} inputMode="numeric" aria-required autoComplete="off" />
          </Field>
          <Field label={requiredLabel(t`Business ID`)} error={error('businessId')} hint={t`Digits, from the seller's cabinet`}>
            <Input {...text('businessId')} inputMode="numeric" aria-required autoComplete="off" />
          </Field>
        </div>
        <SecretField label={t`Token`} secret={form.token} onChange={(v) => set('token', v)} error={error('token')} />
        <SecretField label={t`Authorization token`} secret={form.authToken} onChange={(v) => set('authToken', v)} error={error('authToken')} />
        <ConnectionCheck
          kind="yamarket" schema={yamarketCheckRequest} body={{ campaignId: numberOf(form.campaignId), token, authToken, settingsId: storedFrom }}
          hasSecrets={typedBoth || Boolean(storedFrom)}
        />
      </FormSection>
      <FormSection title={t`Seller and orders`}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={requiredLabel(t`Seller's INN`)} error={error('sellerInn')} hint={t`10 or 12 digits`}>
            <Input {...text('sellerInn')} inputMode="numeric" aria-required autoComplete="off" />
          </Field>
          <Field label={requiredLabel(t`Sender's email`)} error={error('senderEmail')}>
            <Input {...text('senderEmail')} type="email" aria-required autoComplete="email" />
          </Field>
        </div>
        <OrderExportFields status={form.exportOrderStatus} onStatus={(v) => set('exportOrderStatus', v)} weight={text('defaultWeight')} error={error} />
      </FormSection>
    </>
  );
}
