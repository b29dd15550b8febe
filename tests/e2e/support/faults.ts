// The demo server's fault switches (server/src/routes/demo-faults.ts): the next matching calls of the
// company fail the chosen way — how the sync tests lose answers and make the network flaky, for real.
import { expect, type APIRequestContext } from '@playwright/test';
import type { FaultRule } from '../../../src/contract/demo-faults';

export async function setFaults(request: APIRequestContext, token: string, rules: FaultRule[]): Promise<void> {
  const res = await request.post('/v1/demo/faults', { headers: { Authorization: token }, data: { rules } });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function faultsLeft(request: APIRequestContext, token: string): Promise<FaultRule[]> {
  return (await (await request.get('/v1/demo/faults', { headers: { Authorization: token } })).json()).rules;
}
