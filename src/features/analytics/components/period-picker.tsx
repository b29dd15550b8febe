// The analytics period: the last 7, 30 or 90 days at a click, or two days typed.
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { DateInput } from '../../../components/ui/date-input';
import { lastDays, PERIOD_PRESETS, periodProblem, type AnalyticsPeriod } from '../lib/analytics-period';

export function PeriodPicker({ period, onChange }: { period: AnalyticsPeriod; onChange: (next: AnalyticsPeriod) => void }) {
  const { t } = useLingui();
  const problem = periodProblem(period);
  const error = problem === 'order' ? t`The end comes before the start` : problem === 'length' ? t`At most a year` : problem === 'format' ? t`Choose both days` : undefined;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t`Period`}>
        {PERIOD_PRESETS.map((days) => {
          const preset = lastDays(days);
          const on = preset.from === period.from && preset.to === period.to;
          return <Button key={days} size="sm" variant={on ? 'primary' : 'secondary'} aria-pressed={on} onClick={() => onChange(preset)}>{t`${days} days`}</Button>;
        })}
      </div>
      <Field label={t`From`}>
        <DateInput className="h-9 w-40" value={period.from} max={period.to} onChange={(from) => onChange({ ...period, from })} />
      </Field>
      <Field label={t`To`} error={error}>
        <DateInput className="h-9 w-40" value={period.to} min={period.from} onChange={(to) => onChange({ ...period, to })} />
      </Field>
    </div>
  );
}
