// Server figures for the rule editor's preview (docs/decisions/server-under-load.md, "Rule previews"):
// PREVIEW_CLIENTS admins of demo company 1 call POST /v1/app/editors/tariff/rules/preview in a loop while a
// user of company 2 polls /v1/app/user/info every 50 ms: that user's p50/p95, first with the server idle.
// Every request goes to loopback only and the loops end by themselves. Part of server-load.ts.
import { DEMO_PASSWORD } from '../../server/src/deps';
import { percentile } from './stats';

export const PREVIEW_CLIENTS = 8;
export const PREVIEW_SECONDS = 15;
const IDLE_SECONDS = 3;
const ADMIN_TOKEN = 'admin-token';
const OTHER_COMPANY_USER = 'other@demo.local';
const PREVIEW_PATH = '/v1/app/editors/tariff/rules/preview';
/** A rule as typed in the editor: every recent calculation that priced CDEK tariffs is priced twice. */
const RULE = {
  conditions: [{ field: 'providerKey', operator: '=', value: 'cdek' }],
  actions: [{ field: 'deliveryCost', operator: 'addFixed', value: 100 }],
};

type Timings = { ms: number[]; failed: number; refused: number };
export type PreviewFigures = { idleInfo: Timings; info: Timings; previews: Timings };

const timings = (): Timings => ({ ms: [], failed: 0, refused: 0 });

/** One call, its time added to `into` when it succeeds; a 429 counts as refused, anything else as failed. */
async function timed(url: string, path: string, token: string, into: Timings, body?: unknown): Promise<void> {
  const started = performance.now();
  try {
    const res = await fetch(`${url}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    await res.arrayBuffer();
    if (res.ok) into.ms.push(performance.now() - started);
    else if (res.status === 429) into.refused += 1;
    else into.failed += 1;
  } catch {
    into.failed += 1;
  }
}

async function login(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/v1/app/user/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`login ${username}: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** Polls user/info as `token` every 50 ms until `until`. */
async function poll(url: string, token: string, into: Timings, until: number): Promise<void> {
  while (performance.now() < until) {
    await timed(url, '/v1/app/user/info', token, into);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function measurePreviewLoad(url: string, seconds = PREVIEW_SECONDS, clients = PREVIEW_CLIENTS): Promise<PreviewFigures> {
  const other = await login(url, OTHER_COMPANY_USER);
  const figures: PreviewFigures = { idleInfo: timings(), info: timings(), previews: timings() };
  // Once, so a worker's start-up is not counted.
  await timed(url, PREVIEW_PATH, ADMIN_TOKEN, timings(), RULE);
  await poll(url, other, figures.idleInfo, performance.now() + IDLE_SECONDS * 1000);
  const until = performance.now() + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) await timed(url, PREVIEW_PATH, ADMIN_TOKEN, figures.previews, RULE);
  };
  await Promise.all([...Array.from({ length: clients }, client), poll(url, other, figures.info, until)]);
  return figures;
}

type Row = (name: string, value: string, target: string) => void;

const ms = (values: number[], p: number) => (values.length ? percentile(values, p).toFixed(0) : '-');
const count = (t: Timings) => `${t.ms.length} answered${t.refused ? `, ${t.refused} refused (429)` : ''}${t.failed ? `, ${t.failed} failed` : ''}`;

export function reportPreviewLoad(row: Row, f: PreviewFigures): void {
  row('user/info, company 2, idle, p50 (ms)', ms(f.idleInfo.ms, 50), '-');
  row(`user/info, company 2, ${PREVIEW_CLIENTS} previews of 1, p50`, ms(f.info.ms, 50), '-');
  row(`user/info, company 2, ${PREVIEW_CLIENTS} previews of 1, p95`, ms(f.info.ms, 95), '<= 150');
  row('  user/info requests', count(f.info), '-');
  row(`rule preview, ${PREVIEW_CLIENTS} clients of company 1, p50`, ms(f.previews.ms, 50), '-');
  row(`rule preview, ${PREVIEW_CLIENTS} clients of company 1, p95`, ms(f.previews.ms, 95), '-');
  row('  preview requests', count(f.previews), '-');
}
