// Payment: the declared value, cash on delivery, the delivery cost and its VAT, and who pays how.
import { useLingui } from '@lingui/react/macro';
import { DELIVERY_COST_VAT_RATES } from '../../../../contract/order-constants';
import { Checkbox } from '../../../../components/ui/checkbox';
import { useDraftField } from './draft-context';
import { DraftInput, DraftSelect } from './draft-input';
import { FormSection } from './form-section';

export function PaymentSection() {
  const { t } = useLingui();
  const payedByRecipient = useDraftField('cost.isDeliveryPayedByRecipient');
  return (
    <FormSection title={t`Payment`}>
      <DraftInput path="cost.assessedCost" label={t`Declared value, ₽`} inputMode="decimal" required />
      <DraftInput path="cost.codCost" label={t`Cash on delivery, ₽`} inputMode="decimal" required />
      <DraftInput path="cost.deliveryCost" label={t`Delivery cost for the recipient, ₽`} inputMode="decimal" />
      <DraftSelect path="cost.deliveryCostVat" label={t`VAT on delivery`}>
        <option value="">{t`Not set`}</option>
        {DELIVERY_COST_VAT_RATES.map((v) => <option key={v} value={v}>{v === -1 ? t`Without VAT` : `${v}%`}</option>)}
      </DraftSelect>
      <DraftSelect path="cost.paymentMethod" label={t`Payment method`}>
        <option value="">{t`Not set`}</option>
        <option value="1">{t`Cash`}</option>
        <option value="2">{t`Card`}</option>
        <option value="3">{t`Cash and card`}</option>
        <option value="4">{t`Cashless`}</option>
      </DraftSelect>
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <Checkbox checked={Boolean(payedByRecipient.value)} onChange={(e) => payedByRecipient.set(e.target.checked)} />
        {t`The recipient pays for delivery`}
      </label>
    </FormSection>
  );
}
