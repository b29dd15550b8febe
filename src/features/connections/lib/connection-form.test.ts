import { describe, expect, it } from 'vitest';
import type { SchemaField } from '../../../contract';
import { checkDraft, draftOf, inputOf, newDraft, paramKey, shownOf } from './connection-form';

const FIELDS: SchemaField[] = [
  { code: 'apiKey', type: 'other', name: 'API key', description: '', required: true, multiple: false, values: null, remote: null, secret: false },
  { code: 'defaultWeight', type: 'integer', name: 'Weight', description: '', required: false, multiple: false, values: null, remote: null, secret: false },
];
const SECRET_FIELDS: SchemaField[] = FIELDS.map((f) => (f.code === 'apiKey' ? { ...f, secret: true } : f));

const messages = (problems: Record<string, { message?: string }>) =>
  Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, v.message]));

describe('connection form', () => {
  it('starts a new connection with the spec defaults', () => {
    expect(newDraft(FIELDS)).toEqual({
      name: '', inn: '', insuranceRate: '0', cashServiceRate: '0', assessedCostPercent: '100', params: { apiKey: '', defaultWeight: '' }, saved: {},
    });
  });

  it('lists every problem of an empty form at once', () => {
    const draft = { ...newDraft(FIELDS), insuranceRate: '' };
    expect(messages(checkDraft(draft, FIELDS))).toEqual({
      name: 'Please enter value', insuranceRate: 'Please enter value', [paramKey('apiKey')]: 'Please enter value',
    });
  });

  it('bounds the name to 2..100 after trimming and refuses a name the provider already has', () => {
    const base = { ...newDraft(FIELDS), params: { apiKey: 'k', defaultWeight: '' } };
    expect(checkDraft({ ...base, name: ' a ' }, FIELDS).name?.message).toBe('The length of the text must be from {min} to {max}');
    expect(checkDraft({ ...base, name: 'x'.repeat(101) }, FIELDS).name).toBeDefined();
    expect(checkDraft({ ...base, name: ' Main ' }, FIELDS, ['Main']).name?.message).toBe('Already exists');
    expect(checkDraft({ ...base, name: 'Main 2' }, FIELDS, ['Main'])).toEqual({});
  });

  it('checks the INN and the percentages', () => {
    const base = { ...newDraft(FIELDS), name: 'Main', params: { apiKey: 'k', defaultWeight: '' } };
    expect(checkDraft({ ...base, inn: '123' }, FIELDS).inn?.message).toBe('The INN has 10 or 12 digits');
    expect(checkDraft({ ...base, inn: '7701234567' }, FIELDS).inn).toBeUndefined();
    expect(checkDraft({ ...base, inn: '770123456789' }, FIELDS).inn).toBeUndefined();
    expect(messages(checkDraft({ ...base, insuranceRate: '-1', cashServiceRate: '0.755', assessedCostPercent: '101' }, FIELDS))).toEqual({
      insuranceRate: 'The value must be at least {min}',
      cashServiceRate: 'At most two decimal places',
      assessedCostPercent: 'The value must be at most {max}',
    });
  });

  it('round-trips a saved connection into the API input', () => {
    const saved = {
      name: 'Boxberry', inn: '7701234567', insuranceRate: 0.75, cashServiceRate: 2.5, assessedCostPercent: 100,
      connectParams: { apiKey: 'k', defaultWeight: 300, stale: 'x' },
    };
    const draft = draftOf(saved, FIELDS);
    expect(draft.insuranceRate).toBe('0.75');
    expect(inputOf({ ...draft, name: ' Boxberry 2 ' }, FIELDS, 'boxberry')).toEqual({
      name: 'Boxberry 2', providerKey: 'boxberry', inn: '7701234567', insuranceRate: 0.75, cashServiceRate: 2.5,
      assessedCostPercent: 100, connectParams: { apiKey: 'k', defaultWeight: 300 },
    });
  });

  it('shows the numbers with the UI\'s decimal mark, and reads them back', () => {
    const saved = {
      name: 'Boxberry', inn: '', insuranceRate: 0.75, cashServiceRate: 2.5, assessedCostPercent: 100,
      connectParams: { apiKey: 'k', defaultWeight: 300 },
    };
    const draft = draftOf(saved, FIELDS, 'ru');
    expect([draft.insuranceRate, draft.cashServiceRate, draft.assessedCostPercent]).toEqual(['0,75', '2,5', '100']);
    expect(checkDraft(draft, FIELDS)).toEqual({});
    expect(inputOf(draft, FIELDS, 'boxberry')).toMatchObject({ insuranceRate: 0.75, cashServiceRate: 2.5, assessedCostPercent: 100 });
  });

  it('starts a saved secret empty with its mask beside it, keeps it when left empty and masks what it shows', () => {
    const saved = { name: 'Boxberry', inn: '', insuranceRate: 0, cashServiceRate: 0, assessedCostPercent: 100, connectParams: { apiKey: '••••9f31', defaultWeight: 300 } };
    const draft = draftOf(saved, SECRET_FIELDS);
    expect(draft.params.apiKey).toBe('');
    expect(draft.saved).toEqual({ apiKey: '••••9f31' });
    expect(checkDraft(draft, SECRET_FIELDS)).toEqual({});
    const kept = inputOf(draft, SECRET_FIELDS, 'boxberry');
    expect(kept.connectParams).toEqual({ defaultWeight: 300 });
    expect(shownOf(draft, SECRET_FIELDS, kept)).toEqual({ connectParams: { apiKey: '••••9f31', defaultWeight: 300 } });
    const typed = { ...draft, params: { ...draft.params, apiKey: 'a-new-api-key-5678' } };
    const replaced = inputOf(typed, SECRET_FIELDS, 'boxberry');
    expect(replaced.connectParams).toEqual({ apiKey: 'a-new-api-key-5678', defaultWeight: 300 });
    expect(shownOf(typed, SECRET_FIELDS, replaced)).toEqual({ connectParams: { apiKey: '••••5678', defaultWeight: 300 } });
  });
});
