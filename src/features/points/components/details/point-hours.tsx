// A point's hours as a week table built from `worktime` (a day missing from it is closed), with today
// marked, under the one-line `timetable` people are used to reading.
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Point } from '../../../../contract/points';
import { cn } from '../../../../lib/cn';

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;
/** 1 January 2024 was a Monday: day n of the week is n January, for the weekday's name in any language. */
const dayDate = (day: number) => new Date(2024, 0, day);

export function PointHours({ point }: { point: Pick<Point, 'worktime' | 'timetable'> }) {
  const { t, i18n } = useLingui();
  // Read once: a page left open past midnight keeps yesterday's mark, which is harmless.
  const [today] = useState(() => new Date().getDay() || 7);
  return (
    <div className="flex flex-col gap-3">
      {point.timetable && <p className="text-sm text-slate-900">{point.timetable}</p>}
      <table className="w-full max-w-md text-sm">
        <caption className="sr-only"><Trans>Opening hours by day of the week</Trans></caption>
        <tbody>
          {WEEK.map((day) => {
            const spans = point.worktime.filter((w) => w.day === day).map((w) => `${w.from}–${w.to}`);
            return (
              <tr key={day} className={cn('border-b border-slate-100 last:border-0', day === today && 'bg-primary/5 font-medium')}>
                <th scope="row" className="py-1.5 pr-4 text-left font-normal text-slate-600 capitalize">
                  {i18n.date(dayDate(day), { weekday: 'long' })}
                  {day === today && <span className="sr-only"> ({t`today`})</span>}
                </th>
                <td className={cn('py-1.5 tabular-nums', spans.length === 0 && 'text-slate-500')}>
                  {spans.length ? spans.join(', ') : t`Closed`}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
