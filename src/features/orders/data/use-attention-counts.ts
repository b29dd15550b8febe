// How many orders need attention, for any reason and for each: each count is the length of the list its link
// opens (readOrderList with that filter), so the two can never disagree. Read again after each write to the
// orders or the queued changes, and each minute, since an order becomes stuck by time passing alone.
import { useEffect, useState } from 'react';
import { useSignalledQuery } from '../../../sync/use-signalled-query';
import { ATTENTION_REASONS, type AttentionFilter } from '../lib/attention';
import { EMPTY_FILTER } from '../lib/order-filter';
import { readOrderList } from './use-order-list';

export type AttentionCounts = Record<AttentionFilter, number>;

const FILTERS: readonly AttentionFilter[] = ['any', ...ATTENTION_REASONS];
const MINUTE = 60_000;

async function readAttentionCounts(): Promise<AttentionCounts> {
  const lists = await Promise.all(FILTERS.map((attention) => readOrderList({ ...EMPTY_FILTER, attention })));
  return Object.fromEntries(FILTERS.map((filter, i) => [filter, lists[i]!.ids.length])) as AttentionCounts;
}

function useMinute(): number {
  const [minute, setMinute] = useState(() => Math.floor(Date.now() / MINUTE));
  useEffect(() => {
    const timer = setInterval(() => setMinute(Math.floor(Date.now() / MINUTE)), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return minute;
}

/** undefined while the store is being read. */
export function useAttentionCounts(): AttentionCounts | undefined {
  const minute = useMinute();
  return useSignalledQuery(readAttentionCounts, [minute], ['orders', 'outbox', 'statusLag'], { keepPrevious: true, isSame: sameCounts });
}

const sameCounts = (a: AttentionCounts, b: AttentionCounts) => FILTERS.every((filter) => a[filter] === b[filter]);
