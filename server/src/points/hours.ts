// Working hours of points: the worktime array (days 1-7, "HH:MM") and the timetable line people read
// ("Пн-Пт 10:00-21:00, Сб-Вс 10:00-18:00", "Круглосуточно"). The seed and the demo simulation pick
// schedules from the same lists, so a changed point still looks like a real one.
import type { PointType, pointWorktime } from '../../../src/contract';
import type { z } from 'zod';

export type Worktime = z.infer<typeof pointWorktime>;
/** [first day, last day, from, to]; days 1 (Monday) to 7. */
type Span = readonly [number, number, string, string];
export type Schedule = readonly Span[];

const DAY_NAMES = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб', 'Вс'];
const ROUND_THE_CLOCK: Schedule = [[1, 7, '00:00', '23:59']];

/** Usual schedules by point type, with how often each occurs. */
export const SCHEDULES: Record<PointType, ReadonlyArray<readonly [Schedule, number]>> = {
  1: [
    [[[1, 7, '10:00', '21:00']], 30],
    [[[1, 5, '10:00', '21:00'], [6, 7, '10:00', '18:00']], 20],
    [[[1, 7, '09:00', '21:00']], 15],
    [[[1, 7, '08:00', '22:00']], 15],
    [[[1, 5, '09:00', '20:00'], [6, 6, '10:00', '17:00']], 10],
    [[[1, 5, '11:00', '20:00'], [6, 7, '11:00', '18:00']], 10],
  ],
  2: [
    [ROUND_THE_CLOCK, 50],
    [[[1, 7, '08:00', '23:00']], 30],
    [[[1, 7, '07:00', '22:00']], 15],
    [[[1, 5, '08:00', '20:00']], 5],
  ],
  3: [
    [[[1, 5, '08:00', '20:00'], [6, 6, '09:00', '18:00']], 40],
    [[[1, 5, '09:00', '18:00'], [6, 6, '10:00', '15:00']], 25],
    [[[1, 5, '08:00', '20:00'], [6, 7, '09:00', '18:00']], 20],
    [[[2, 6, '09:00', '18:00']], 15],
  ],
  4: [
    [[[1, 5, '09:00', '19:00'], [6, 6, '10:00', '16:00']], 60],
    [[[1, 5, '08:00', '20:00'], [6, 7, '09:00', '15:00']], 40],
  ],
};

export function worktimeOf(schedule: Schedule): Worktime[] {
  return schedule.flatMap(([first, last, from, to]) =>
    Array.from({ length: last - first + 1 }, (_, i) => ({ day: first + i, from, to })),
  );
}

const hoursCache = new WeakMap<Schedule, { worktime: Worktime[]; timetable: string }>();

/** Worktime and timetable of a schedule, made once per schedule: the seed gives 100,000 points the same
 *  few dozen, and only serialises them. Callers must not change the array they get. */
export function hoursOf(schedule: Schedule): { worktime: Worktime[]; timetable: string } {
  let hours = hoursCache.get(schedule);
  if (!hours) {
    const worktime = worktimeOf(schedule);
    hours = { worktime, timetable: timetableOf(worktime) };
    hoursCache.set(schedule, hours);
  }
  return hours;
}

/** The line for people: runs of days with the same hours joined, closed days left out. */
export function timetableOf(worktime: readonly Worktime[]): string {
  const hours = new Map(worktime.map((w) => [w.day, `${w.from}-${w.to}`]));
  if (hours.size === 7 && [...hours.values()].every((h) => h === '00:00-23:59')) return 'Круглосуточно';
  const parts: string[] = [];
  for (let day = 1; day <= 7; day++) {
    const h = hours.get(day);
    if (!h) continue;
    let last = day;
    while (last < 7 && hours.get(last + 1) === h) last++;
    const days = last === day ? DAY_NAMES[day - 1] : `${DAY_NAMES[day - 1]}-${DAY_NAMES[last - 1]}`;
    parts.push(`${days} ${h}`);
    day = last;
  }
  return parts.length ? parts.join(', ') : 'Закрыто';
}
