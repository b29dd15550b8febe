// The pricing parts on their own: distance bands, the services' price model, connection fees and the rules.
import { describe, expect, it } from 'vitest';
import { applyRules, type RuleLike, type RuleSubject } from '../../server/src/pricing/apply-rules';
import { distanceBand } from '../../server/src/pricing/distance-band';
import { cashServiceFee, feeTerms, insuranceFee, NO_RATES } from '../../server/src/pricing/fees';
import { chargeableGrams, servicePrice } from '../../server/src/pricing/tariff-price';

const tariff = { providerKey: 'cdek', code: '136', pickupType: 2, deliveryType: 2, weightMin: 0, weightMax: 30000 };
const subject: RuleSubject = {
  providerKey: 'cdek', tariffId: '7', deliveryType: 2, pickupType: 2, weight: 1000, assessedCost: 100000, codCost: 0,
  deliveryCost: 50000, daysMax: 4, cityFrom: 'Москва', cityTo: 'Казань', regionFrom: 'Москва', regionTo: 'Респ. Татарстан',
};
const quote = { costKopecks: 50000, daysMin: 2, daysMax: 4 };
const rule = (id: string, conditions: RuleLike['conditions'], actions: RuleLike['actions']): RuleLike => ({ id, conditions, actions });

describe('distance bands', () => {
  it('grows from the same city to the other end of the country', () => {
    expect(distanceBand({ city: 'Москва' }, { city: 'москва ' })).toBe(0);
    expect(distanceBand({ city: 'Казань' }, { city: 'Набережные Челны' })).toBe(1);
    expect(distanceBand({ city: 'Москва' }, { city: 'Тула' })).toBe(2);
    expect(distanceBand({ city: 'Москва' }, { city: 'Нижний Новгород' })).toBe(2);
    expect(distanceBand({ city: 'Москва' }, { city: 'Казань' })).toBe(3);
    expect(distanceBand({ city: 'Москва' }, { city: 'Новосибирск' })).toBe(4);
  });

  it('places an unknown city by its coordinates, or counts it far', () => {
    expect(distanceBand({ city: 'Москва' }, { city: 'Где-то', lat: 55.8, lng: 37.7 })).toBe(0);
    expect(distanceBand({ city: 'Москва' }, { city: 'Где-то' })).toBe(3);
  });
});

describe('the services\' prices', () => {
  it('are the same for the same request and grow with weight, distance and door service', () => {
    const near = servicePrice(tariff, 1000, 0)!;
    expect(servicePrice(tariff, 1000, 0)).toEqual(near);
    expect(servicePrice(tariff, 5000, 0)!.costKopecks).toBeGreaterThan(near.costKopecks);
    expect(servicePrice(tariff, 1000, 4)!.costKopecks).toBeGreaterThan(near.costKopecks);
    expect(servicePrice(tariff, 1000, 4)!.daysMin).toBeGreaterThan(near.daysMin);
    expect(servicePrice({ ...tariff, code: '139', pickupType: 1, deliveryType: 1 }, 1000, 0)!.costKopecks)
      .toBeGreaterThan(servicePrice({ ...tariff, code: '139' }, 1000, 0)!.costKopecks);
    expect(near.costKopecks % 100).toBe(0);
  });

  it('leave out a parcel outside the tariff\'s weights and charge the volumetric weight', () => {
    expect(servicePrice({ ...tariff, weightMax: 2000 }, 2001, 0)).toBeNull();
    expect(chargeableGrams([{ weight: 500, length: 40, width: 30, height: 20 }])).toBe(4800);
    expect(chargeableGrams([{ weight: 500 }, { weight: 700, length: 10, width: 10, height: 10 }])).toBe(1200);
  });
});

describe('connection fees', () => {
  it('insure the insured part of the value, at least the minimum, and charge cash handling', () => {
    const rates = { insuranceRate: 0.75, cashServiceRate: 3, assessedCostPercent: 50, insuranceMinimum: 5050 };
    expect(insuranceFee(1_000_000, rates)).toBe(5050); // 0.75 % of 5,000 RUB = 37.50, raised to 50.50
    expect(insuranceFee(10_000_000, rates)).toBe(37500);
    expect(insuranceFee(10_000_000, NO_RATES)).toBe(0);
    expect(cashServiceFee(123_457, rates)).toBe(3704); // 3 % of 1,234.57 = 37.0371 -> 37.04
  });

  it('say how they were made: the minimum is named only when it was charged', () => {
    const rates = { insuranceRate: 0.75, cashServiceRate: 3, assessedCostPercent: 50, insuranceMinimum: 5050 };
    const terms = { insuranceRate: 0.75, insuredPercent: 50, insuranceMinimum: 50.5, cashServiceRate: 3 };
    expect(feeTerms(0, rates)).toEqual({ ...terms, insuranceMinimumApplied: true });
    expect(feeTerms(1_000_000, rates)).toEqual({ ...terms, insuranceMinimumApplied: true });
    expect(feeTerms(10_000_000, rates)).toEqual({ ...terms, insuranceMinimumApplied: false });
    // No rate, no fee: a minimum alone is never charged.
    expect(feeTerms(0, { ...rates, insuranceRate: 0 }).insuranceMinimumApplied).toBe(false);
  });
});

describe('tariff rules', () => {
  it('apply when every condition holds, in priority order', () => {
    const add100 = rule('a', [{ field: 'providerKey', operator: '=', value: 'cdek' }], [{ field: 'deliveryCost', operator: 'addFixed', value: 100 }]);
    const set300 = rule('s', [], [{ field: 'deliveryCost', operator: 'set', value: 300 }]);
    expect(applyRules([add100], subject, quote)).toMatchObject({ costKopecks: 60000, ruleIds: ['a'] });
    expect(applyRules([add100], { ...subject, providerKey: 'boxberry' }, quote)).toMatchObject({ costKopecks: 50000, ruleIds: [] });
    expect(applyRules([set300, add100], subject, quote).costKopecks).toBe(40000);
    expect(applyRules([add100, set300], subject, quote).costKopecks).toBe(30000);
  });

  it('compare money in roubles, lists, text and the term; hide and change days', () => {
    const heavy = rule('h', [{ field: 'deliveryCost', operator: '>=', value: 500 }, { field: 'cityTo', operator: 'in', value: ['казань', 'Уфа'] }],
      [{ field: 'deliveryCost', operator: 'addPercent', value: 10 }, { field: 'deliveryCost', operator: 'roundUp', value: 100 },
        { field: 'deliveryDays', operator: 'add', value: 1 }]);
    expect(applyRules([heavy], subject, quote)).toMatchObject({ costKopecks: 60000, daysMin: 3, daysMax: 5 });
    const hide = rule('x', [{ field: 'regionTo', operator: 'contains', value: 'татар' }], [{ field: 'tariff', operator: 'hide', value: true }]);
    expect(applyRules([hide], subject, quote).hidden).toBe(true);
    const discount = rule('d', [{ field: 'weight', operator: '<', value: 500 }], [{ field: 'deliveryCost', operator: 'addFixed', value: -1000 }]);
    expect(applyRules([discount], { ...subject, weight: 400 }, quote).costKopecks).toBe(0);
  });
});
