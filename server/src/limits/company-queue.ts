// One at a time per company, in arrival order, for work that holds a reader thread a while (the rule
// editor's preview): one company's loop then takes at most one of READ_THREADS, and the others' reads and
// previews find a thread within one task (docs/decisions/server-under-load.md, "Rule previews"). The line
// lives in this process's memory: a fairness cap per server process, not a count across instances, and
// nothing in it must be right anywhere else. Past `maxWaiting` in a company's line: 429, Retry-After 1.
import { ERROR_CODES } from '../../../src/contract';
import { ApiFailure } from '../lib/api-failure';

type Line = { waiting: Array<() => void> };

export type CompanyQueue = <T>(companyId: number, work: () => Promise<T>) => Promise<T>;

export function companyQueue(maxWaiting: number): CompanyQueue {
  // A company has a line while one of its tasks runs; the line's waiters run after it, one by one.
  const lines = new Map<number, Line>();
  return async (companyId, work) => {
    const line = lines.get(companyId);
    if (!line) lines.set(companyId, { waiting: [] });
    else if (line.waiting.length >= maxWaiting) throw busy();
    else await new Promise<void>((resolve) => line.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const own = lines.get(companyId)!;
      const next = own.waiting.shift();
      // The turn passes straight to the next waiter, so no newcomer slips in between.
      if (next) next();
      else lines.delete(companyId);
    }
  };
}

const busy = () => new ApiFailure(429, ERROR_CODES.tooManyRequests, 'tooManyRequests', { headers: { 'Retry-After': '1' } });
