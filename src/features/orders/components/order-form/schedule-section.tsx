// Pickup or delivery: the date and the time window agreed with the courier.
import { useLingui } from '@lingui/react/macro';
import { DraftDate, DraftInput } from './draft-input';
import { FormSection } from './form-section';

export function ScheduleSection({ kind }: { kind: 'pickup' | 'delivery' }) {
  const { t } = useLingui();
  const title = kind === 'pickup' ? t`Pickup` : t`Delivery`;
  return (
    <FormSection title={title}>
      <DraftDate path={`order.${kind}Date`} label={t`Date`} group={title} />
      <DraftInput path={`order.${kind}TimeStart`} label={t`From`} group={title} type="time" />
      <DraftInput path={`order.${kind}TimeEnd`} label={t`To`} group={title} type="time" />
    </FormSection>
  );
}
