// The title a breadcrumb shows for a dynamic id: a provider's name, or the id itself until
// the entity's store exists.
import { useEffect, useState } from 'react';
import { db } from '../../../db/db';
import type { Provider } from '../../../contract';
import { resolveWithRetry } from './resolve-with-retry';

async function providerName(key: string): Promise<string | undefined> {
  const list = (await db.lists.get('allProviders'))?.items as Provider[] | undefined;
  return list?.find((p) => p.key === key)?.name;
}

export function useItemTitle(param: string, value: string): string {
  const [resolved, setResolved] = useState<{ value: string; title: string } | null>(null);
  useEffect(() => {
    if (param !== 'providerKey') return;
    const controller = new AbortController();
    void resolveWithRetry(() => providerName(value), value, { signal: controller.signal }).then(
      (title) => !controller.signal.aborted && setResolved({ value, title }),
    );
    return () => controller.abort();
  }, [param, value]);
  return resolved?.value === value ? resolved.title : value;
}
