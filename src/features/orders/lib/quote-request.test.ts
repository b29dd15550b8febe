import { describe, expect, it } from 'vitest';
import { draftWith } from './order-draft';
import { quotedTariff, quoteRequestOf } from './quote-request';

describe('the order form\'s price request', () => {
  it('names what is still missing, in the order the form asks for it', () => {
    expect(quoteRequestOf(draftWith({}))).toBe('provider');
    expect(quoteRequestOf(draftWith({ 'order.providerKey': 'cdek' }))).toBe('tariff');
    expect(quoteRequestOf(draftWith({ 'order.providerKey': 'cdek', 'order.tariffId': '7', 'sender.city': 'Москва' }))).toBe('cities');
    expect(quoteRequestOf(draftWith({ 'order.providerKey': 'cdek', 'order.tariffId': '7', 'sender.city': 'Москва', 'recipient.city': 'Казань' }))).toBe('weight');
  });

  it('asks for the order\'s service and types with its places and value', () => {
    const draft = draftWith({
      'order.providerKey': 'cdek', 'order.tariffId': '7', 'order.pickupType': '2', 'order.deliveryType': '1',
      'sender.city': 'Москва', 'recipient.city': ' Казань ', 'places.0.weight': '1 200', 'places.0.length': '30', 'cost.assessedCost': '2500,5',
    });
    expect(quoteRequestOf(draft)).toEqual({
      from: { city: 'Москва', region: null }, to: { city: 'Казань', region: null },
      places: [{ weight: 1200, length: 30, width: null, height: null }], providerKeys: ['cdek'], pickupTypes: [2], deliveryTypes: [1],
      assessedCost: 2500.5, codCost: 0,
    });
  });

  it('finds the order\'s tariff in the answer, or says it is not offered', () => {
    const tariff = { tariffId: 7, tariffName: 'T', pickupTypes: [2], deliveryTypes: [1], deliveryCost: 500, deliveryCostOriginal: 500, feesIncluded: false, insuranceFee: 0, cashServiceFee: 0, daysMin: 2, daysMax: 3, ruleIds: [] };
    const answer = { deliveryToDoor: [{ providerKey: 'cdek', providerConnectId: 'c', tariffs: [tariff] }], deliveryToPoint: [] };
    expect(quotedTariff(answer, 7)).toEqual(tariff);
    expect(quotedTariff(answer, 8)).toBeNull();
  });
});
