import { describe, expect, it } from 'vitest';
import { calculatorRequestOf, emptyCalculatorDraft, validateCalculatorDraft } from './calculator-draft';

describe('the calculator form', () => {
  it('needs both cities and a weight of at least 1 g per place; sides and money may not be negative', () => {
    const draft = emptyCalculatorDraft();
    expect(validateCalculatorDraft(draft)).toEqual({ fromCity: 'required', toCity: 'required', 'places.0.weight': 'required' });
    const filled = {
      ...draft, fromCity: 'Москва', toCity: 'Казань', assessedCost: '-1',
      places: [{ weight: '0', length: '-3', width: '', height: '' }, { weight: '1 500', length: '', width: '', height: '' }],
    };
    expect(validateCalculatorDraft(filled)).toEqual({ 'places.0.weight': 'positive', 'places.0.length': 'notNegative', assessedCost: 'notNegative' });
  });

  it('becomes the request: grams, centimetres, roubles with a comma, types and services', () => {
    const request = calculatorRequestOf({
      ...emptyCalculatorDraft(), fromCity: ' Москва ', toCity: 'Казань', assessedCost: '1500,50', codCost: '',
      places: [{ weight: '1000', length: '20', width: '', height: '10.5' }], deliveryType: '2', providerKeys: ['cdek'], includeFees: true,
    });
    expect(request).toEqual({
      from: { city: 'Москва' }, to: { city: 'Казань' },
      places: [{ weight: 1000, length: 20, width: null, height: 10.5 }],
      assessedCost: 1500.5, codCost: 0, pickupTypes: [], deliveryTypes: [2], providerKeys: ['cdek'], includeFees: true,
    });
  });
});
