import { describe, expect, it } from 'vitest';
import type { CalculatorAnswer } from '../../../contract';
import { emptyCalculatorDraft } from './calculator-draft';
import { orderPrefillOf } from './order-prefill';
import { DEFAULT_RESULT_SORT, resultRows, sortResults } from './result-rows';

const tariff = (tariffId: number, deliveryCost: number, daysMax: number, deliveryTypes = [1]) => ({
  tariffId, tariffName: `T${tariffId}`, pickupTypes: [2], deliveryTypes, deliveryCost, deliveryCostOriginal: deliveryCost,
  feesIncluded: false, insuranceFee: 10, cashServiceFee: 5, daysMin: 1, daysMax, ruleIds: [],
});
const answer: CalculatorAnswer = {
  deliveryToDoor: [{ providerKey: 'cdek', providerConnectId: 'c1', tariffs: [tariff(1, 500, 3), tariff(2, 300, 5)] }],
  deliveryToPoint: [{ providerKey: 'boxberry', providerConnectId: 'c2', tariffs: [tariff(3, 300, 2, [2])], pointIds: ['p1', 'p2'] }],
};
const names: Record<string, string> = { cdek: 'CDEK', boxberry: 'Boxberry' };

describe('calculator results', () => {
  it('are a row per tariff with the points of point tariffs, cheapest first, then the shorter term', () => {
    const rows = sortResults(resultRows(answer), DEFAULT_RESULT_SORT, (k) => names[k]);
    expect(rows.map((r) => r.tariffId)).toEqual([3, 2, 1]);
    expect(rows[0]).toMatchObject({ providerKey: 'boxberry', pointIds: ['p1', 'p2'], deliveryType: 2 });
    expect(rows[1].pointIds).toEqual([]);
  });

  it('sort by term, service and tariff, either way', () => {
    const rows = resultRows(answer);
    expect(sortResults(rows, { key: 'days', descending: true }, (k) => names[k]).map((r) => r.tariffId)).toEqual([2, 1, 3]);
    expect(sortResults(rows, { key: 'provider', descending: false }, (k) => names[k]).map((r) => r.providerKey)).toEqual(['boxberry', 'cdek', 'cdek']);
  });

  it('start an order with the service, tariff, price without fees, cities, places and the nearest point', () => {
    const [point] = resultRows(answer).filter((r) => r.deliveryType === 2);
    const draft = { ...emptyCalculatorDraft(), fromCity: 'Москва', toCity: 'Казань', places: [{ weight: '1000', length: '20', width: '', height: '' }] };
    expect(orderPrefillOf(draft, { ...point, feesIncluded: true, deliveryCost: 315 })).toEqual({
      'order.providerKey': 'boxberry', 'order.providerConnectId': 'c2', 'order.tariffId': '3', 'order.pickupType': '2',
      'order.deliveryType': '2', 'order.pointOutId': 'p1', 'cost.deliveryCost': '300', 'cost.assessedCost': '0', 'cost.codCost': '0',
      'sender.city': 'Москва', 'recipient.city': 'Казань', 'places.0.weight': '1000', 'places.0.length': '20',
    });
    expect(orderPrefillOf(draft, point, 'p2')['order.pointOutId']).toBe('p2');
  });
});
