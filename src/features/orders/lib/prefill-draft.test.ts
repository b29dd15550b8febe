import { describe, expect, it } from 'vitest';
import { prefilledDraft, prefillValues } from './prefill-draft';

describe('a prefilled order draft', () => {
  it('takes known paths, as many places as named, and drops the rest', () => {
    const values = prefillValues({
      'order.providerKey': 'cdek', 'order.tariffId': 12, 'cost.deliveryCost': '560', 'recipient.city': 'Казань',
      'places.1.weight': '700', 'order.nope': 'x', 'places.0.colour': 'red', __proto__: 'x', 'items.0.description': 'x', bad: { a: 1 },
    });
    expect(values).not.toHaveProperty('items.0.description');
    const draft = prefilledDraft(values);
    expect(draft.order).toMatchObject({ providerKey: 'cdek', tariffId: '12' });
    expect(draft.order).not.toHaveProperty('nope');
    expect(draft.cost.deliveryCost).toBe('560');
    expect(draft.recipient.city).toBe('Казань');
    expect(draft.places).toHaveLength(2);
    expect(draft.places[1]).toMatchObject({ placeNumber: '2', weight: '700' });
    expect(draft.places[0]).not.toHaveProperty('colour');
  });

  it('is an empty draft for nothing or garbage', () => {
    expect(prefillValues(null)).toEqual({});
    expect(prefillValues(['order.providerKey'])).toEqual({});
    expect(prefilledDraft({}).places).toHaveLength(1);
  });
});
