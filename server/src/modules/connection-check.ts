// Whether a service takes the keys of a RetailCRM or Yandex Market setting (docs/decisions/modules.md
// "Connection check"). Outside demo mode the service's own call answers: RetailCRM's GET /api/credentials (the
// methods the key may call), Yandex Market's GET /campaigns/{campaignId} with the key. RetailCRM's address is the
// user's, so only RetailCRM's own hosts over https are called, without following redirects: the server must not
// become a way to reach other hosts. In demo mode nothing is called: a plainly wrong key is refused, any other
// taken, and the answer says it was simulated.
import type { TextKey } from '../lib/texts';

export type CheckOutcome = { ok: boolean; text: TextKey };

export type CheckEnv = { demo: boolean; fetch: typeof fetch; timeoutMs?: number };

const TIMEOUT_MS = 10_000;
const RETAILCRM_HOSTS = ['.retailcrm.ru', '.retailcrm.pro', '.retailcrm.es', '.simla.com', '.simla.io'];
const YAMARKET_API = 'https://api.partner.market.yandex.ru';

/** A key no service gave: under 16 characters, signs other than letters, digits and - _ : ., fewer than 8
 *  different characters, or a word people type in place of a key. */
export function plainlyWrongKey(key: string): boolean {
  return key.length < 16 || !/^[A-Za-z0-9_:.-]+$/.test(key) || new Set(key).size < 8 || /wrong|invalid|test|fake/i.test(key);
}

const demoOutcome = (keys: string[]): CheckOutcome =>
  keys.some(plainlyWrongKey) ? { ok: false, text: 'checkDemoRefused' } : { ok: true, text: 'checkDemoOk' };

type Answer = { status: number; body: unknown };

/** The service's answer, or null when it did not give one in time (network, timeout, a body that is not JSON is
 *  still an answer with its status). */
async function call(env: CheckEnv, url: string, headers: Record<string, string>): Promise<Answer | null> {
  try {
    const res = await env.fetch(url, { headers: { Accept: 'application/json', ...headers }, redirect: 'manual', signal: AbortSignal.timeout(env.timeoutMs ?? TIMEOUT_MS) });
    const body: unknown = await res.json().catch(() => null);
    return { status: res.status, body };
  } catch {
    return null;
  }
}

const said = (body: unknown, field: string): unknown => (body && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined);

export async function checkRetailCrm(input: { url: string; apiKey: string }, env: CheckEnv): Promise<CheckOutcome> {
  if (env.demo) return demoOutcome([input.apiKey]);
  const url = new URL(input.url);
  if (url.protocol !== 'https:' || !RETAILCRM_HOSTS.some((host) => url.hostname.endsWith(host))) return { ok: false, text: 'checkRetailCrmHost' };
  const answer = await call(env, `${url.origin}/api/credentials`, { 'X-API-KEY': input.apiKey });
  if (!answer) return { ok: false, text: 'checkUnreachable' };
  if (answer.status === 200 && said(answer.body, 'success') === true) return { ok: true, text: 'checkRetailCrmOk' };
  if (answer.status === 401 || answer.status === 403 || said(answer.body, 'success') === false) return { ok: false, text: 'checkKeyRefused' };
  return { ok: false, text: 'checkUnreachable' };
}

export async function checkYamarket(input: { campaignId: number; token: string; authToken: string }, env: CheckEnv): Promise<CheckOutcome> {
  if (env.demo) return demoOutcome([input.token, input.authToken]);
  const answer = await call(env, `${YAMARKET_API}/campaigns/${input.campaignId}`, { 'Api-Key': input.token });
  if (!answer) return { ok: false, text: 'checkUnreachable' };
  if (answer.status === 200) return { ok: true, text: 'checkYamarketOk' };
  if (answer.status === 401 || answer.status === 403) return { ok: false, text: 'checkKeyRefused' };
  if (answer.status === 404) return { ok: false, text: 'checkCampaignNotFound' };
  return { ok: false, text: 'checkUnreachable' };
}
