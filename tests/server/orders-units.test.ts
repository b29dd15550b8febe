// Small pure pieces behind orders: the Code 128 encoder of the labels, the phone rule of the simulated
// services, the route mix, the simulation's settings from the environment, and the order's JSON text.
import { describe, expect, it } from 'vitest';
import { code128Values, code128Widths } from '../../server/src/pdf/code128';
import { orderJson, type OrderRow } from '../../server/src/db/repos/order-row';
import { hashUnit } from '../../server/src/lib/random';
import { SIM_ROUTES, pickRoute } from '../../server/src/sim/routes';
import { readSimEnv } from '../../server/src/sim/sim-env';
import { isServicedPhone } from '../../server/src/sim/upload-check';

describe('Code 128', () => {
  it('uses set C for even runs of digits and set B otherwise, with the mod-103 checksum', () => {
    // Start C (105), 12, 34, 56, checksum (105 + 12 + 2*34 + 3*56) % 103 = 44, stop.
    expect(code128Values('123456')).toEqual([105, 12, 34, 56, 44, 106]);
    // Start B (104), 'A' = 33, checksum (104 + 33) % 103 = 34, stop.
    expect(code128Values('A')).toEqual([104, 33, 34, 106]);
    expect(code128Values('12345')[0]).toBe(104);
  });

  it('draws 11 modules a symbol and 13 for the stop, starting and ending with a bar', () => {
    for (const data of ['PC-0012345', '80123456789012', 'EA123456789RU']) {
      const widths = code128Widths(data);
      const symbols = code128Values(data).length;
      expect(widths.reduce((a, b) => a + b, 0)).toBe(11 * (symbols - 1) + 13);
      expect(widths.length % 2).toBe(1);
    }
    expect(() => code128Values('Заказ')).toThrow();
  });
});

describe('recipient phones the simulated services take', () => {
  it('Russia and Kazakhstan (+7 or 8 and ten digits), Belarus (+375 and nine)', () => {
    for (const ok of ['+7 912 345-67-89', '8 (912) 345 67 89', '+7 701 123 4567', '+7 495 123-45-67', '+375 29 123-45-67']) {
      expect(isServicedPhone(ok), ok).toBe(true);
    }
    for (const bad of ['+1 555 0100', '12345', '+7 912 345', '+44 20 7946 0958', '+7 112 345-67-89']) {
      expect(isServicedPhone(bad), bad).toBe(false);
    }
  });
});

describe('routes', () => {
  it('most parcels arrive, a few come back, fewer are lost; courier routes never pass a pickup point', () => {
    const draws = Array.from({ length: 10_000 }, (_, i) => hashUnit(`order-${i}`));
    const courier = draws.map((u) => pickRoute(u, 1));
    const share = (route: string) => courier.filter((r) => r === route).length / courier.length;
    expect(share('courier')).toBeGreaterThan(0.8);
    expect(share('lost')).toBeGreaterThan(0.002);
    expect(share('lost')).toBeLessThan(0.03);
    for (const route of new Set(courier)) expect(SIM_ROUTES[route]).not.toContain('onPointOut');
    expect(new Set(draws.map((u) => pickRoute(u, 2)))).toEqual(new Set(['point', 'pointReturn', 'pointProblem', 'lost']));
  });
});

describe('simulation settings', () => {
  it('defaults to a 5 s tick and 5% random refusals; SIM=0 switches it off; nonsense is refused', () => {
    expect(readSimEnv({})).toEqual({ enabled: true, tickMs: 5000, failRate: 0.05 });
    expect(readSimEnv({ SIM: '0', SIM_TICK_MS: '1000', SIM_FAIL_RATE: '0' })).toEqual({ enabled: false, tickMs: 1000, failRate: 0 });
    expect(() => readSimEnv({ SIM_FAIL_RATE: '2' })).toThrow();
    expect(() => readSimEnv({ SIM_TICK_MS: 'fast' })).toThrow();
  });
});

describe('an order as JSON text', () => {
  const row = {
    id: 'o-1', version: 7, number: 'PC-1', client_number: 'C "1"', provider_key: 'cdek', shop_id: null, warehouse_id: 'w-1',
    platform: 'console', user_id: 3, username: 'Анна', status_key: 'uploading', status_at: 0, provider_code: null,
    provider_at: null, error_code: null, reason_key: null, provider_number: null, return_provider_number: null,
    barcode: null, tracking_url: null, created_at: 0, updated_at: 1000,
    order_json: '{"type":1,"comment":"line\\nbreak \\"quoted\\""}', cost_json: '{"deliverySum":0}',
    sender_json: '{"city":"Москва"}', recipient_json: '{"city":"Казань"}', return_address_json: null,
    places_json: '[]', items_json: '[{"name":"Чай"}]', extra_params_json: '{}',
  } as unknown as OrderRow;

  it('splices the stored JSON columns in as they are and escapes its own strings', () => {
    const order = JSON.parse(orderJson(row, 'en'));
    expect(order).toMatchObject({
      id: 'o-1', version: 7, username: 'Анна', shopId: null, returnAddress: null, places: [], extraParams: {},
      order: { type: 1, comment: 'line\nbreak "quoted"' }, items: [{ name: 'Чай' }], sender: { city: 'Москва' },
      orderInfo: { clientNumber: 'C "1"', providerKey: 'cdek' }, status: { key: 'uploading' },
      updated: new Date(1000).toISOString(),
    });
    expect(JSON.parse(orderJson({ ...row, return_address_json: '{"city":"Тверь"}' }, 'en')).returnAddress).toEqual({ city: 'Тверь' });
  });
});
