// Pickup or delivery: the date and the time window agreed with the courier.
import { useLingui } from '@lingui/react/macro';
import { DraftInput } from './draft-input';
import { FormSection } from './form-section';

export function ScheduleSection({ kind }: { kind: 'pickup' | 'delivery' }) {
  const { t } = useLingui();
  return (
    <FormSection title={kind === 'pickup' ? t`Pickup` : t`Delivery`}>
      <DraftInput path={`order.${kind}Date`} label={t`Date`} type="date" />
      <DraftInput path={`order.${kind}TimeStart`} label={t`From`} type="time" />
      <DraftInput path={`order.${kind}TimeEnd`} label={t`To`} type="time" />
    </FormSection>
  );
}
