// The calculator's answer time on loopback (docs/decisions/pricing.md): the demo company connected to every
// enabled delivery service of the demo world, then Moscow -> Kazan shipments of changing weight and size asked
// one after another, as an operator's screen does. Each call spends a calculation unit (the demo company has
// enough for the bench).
import { login } from './sync-collection';

export type CalculatorFigures = { services: number; tariffs: number; calls: number; ms: number[] };

const WARM_UP = 20;
const CALLS = 200;

type SchemaField = { code: string; type: string; required: boolean; values: Record<string, string> | null };
type Schema = { providerKey: string; fields: SchemaField[] };
type Provider = { key: string; name: string; enabled: boolean };

/** A value a connection form accepts for a required field of this type. */
function sample(field: SchemaField): unknown {
  if (field.values) return field.type === 'array' ? [Object.keys(field.values)[0]] : Object.keys(field.values)[0];
  if (field.type === 'integer' || field.type === 'float') return 1;
  if (field.type === 'bool' || field.type === 'boolean') return false;
  return `bench-${field.code}`;
}

async function call<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${baseUrl}${path}`, {
    method, headers: { Authorization: token, 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** Connects the company to every enabled service it has no connection to yet; answers how many it now has. */
async function connectEverything(baseUrl: string, token: string): Promise<number> {
  const providers = (await call<{ items: Provider[] }>(baseUrl, token, 'GET', '/v1/app/list/providers?limit=100')).items;
  const schemas = (await call<{ items: Schema[] }>(baseUrl, token, 'GET', '/v1/app/connections/schemas?limit=100')).items;
  const connected = new Set((await call<{ items: Array<{ providerKey: string }> }>(baseUrl, token, 'GET', '/v1/app/connections?limit=100')).items.map((c) => c.providerKey));
  const enabled = providers.filter((p) => p.enabled);
  for (const provider of enabled) {
    if (connected.has(provider.key)) continue;
    const fields = schemas.find((s) => s.providerKey === provider.key)?.fields ?? [];
    const connectParams = Object.fromEntries(fields.filter((f) => f.required).map((f) => [f.code, sample(f)]));
    await call(baseUrl, token, 'POST', '/v1/app/connections', { id: crypto.randomUUID(), name: `Bench ${provider.name}`, providerKey: provider.key, connectParams });
  }
  return enabled.length;
}

type Answer = { deliveryToDoor: Array<{ tariffs: unknown[] }>; deliveryToPoint: Array<{ tariffs: unknown[] }> };

export async function measureCalculator(baseUrl: string): Promise<CalculatorFigures> {
  const token = await login(baseUrl);
  const services = await connectEverything(baseUrl, token);
  const ms: number[] = [];
  let tariffs = 0;
  for (let i = 0; i < WARM_UP + CALLS; i++) {
    const body = {
      from: { city: 'Москва' }, to: { city: 'Казань' },
      places: [{ weight: 500 + (i % 40) * 250, length: 10 + (i % 7) * 5, width: 15, height: 10 }],
      assessedCost: 1000 + i, codCost: i % 2 ? 1000 : 0,
    };
    const started = performance.now();
    const answer = await call<Answer>(baseUrl, token, 'POST', '/v1/app/calculator', body);
    if (i >= WARM_UP) ms.push(performance.now() - started);
    tariffs = [...answer.deliveryToDoor, ...answer.deliveryToPoint].reduce((n, g) => n + g.tariffs.length, 0);
  }
  return { services, tariffs, calls: CALLS, ms };
}
