import { describe, expect, it } from 'vitest';
import type { SchemaField } from '../../../contract';
import { checkParam, controlOf, draftParams, fieldsOf, paramValue, paramValues } from './connect-fields';

const field = (code: string, type: SchemaField['type'], more: Partial<SchemaField> = {}): SchemaField => ({
  code, type, name: code, description: '', required: false, multiple: false, values: null, remote: null, secret: false, ...more,
});

const account = field('account', 'other', { required: true });
const weight = field('defaultWeight', 'integer');
const minimum = field('insuranceMinimum', 'float', { required: true });
const format = field('printFormat', 'array', { values: { A4: 'A4', A6: 'A6' } });
const tariffs = field('tariffs', 'array', { multiple: true, values: { '136': 'Посылка склад-склад', '137': 'Посылка склад-дверь' } });
const codes = field('codes', 'array', { multiple: true });
const test = field('testMode', 'boolean');
const fragile = field('fragile', 'bool');
const city = field('senderCity', 'other', { remote: { suggestType: 'city' } });
const secure = field('secure', 'other', { required: true, secret: true });
const FORM = [account, weight, minimum, format, tariffs, codes, test, fragile, city];

describe('connect schema fields', () => {
  it('gives each field type its control', () => {
    expect(FORM.map(controlOf)).toEqual(['text', 'integer', 'float', 'choice', 'choices', 'list', 'flag', 'flag', 'text']);
  });

  it('finds the form of a provider, or says there is none', () => {
    const schemas = [{ providerKey: 'cdek', fields: FORM }];
    expect(fieldsOf(schemas, 'cdek')).toBe(FORM);
    expect(fieldsOf(schemas, 'dpd')).toBeNull();
  });

  it('turns stored params into form state, dropping codes the form no longer has', () => {
    const drafts = draftParams(FORM, {
      account: 'acc', defaultWeight: 500, insuranceMinimum: 50.5, printFormat: 'A6', tariffs: ['136'], codes: ['a', 'b'],
      testMode: true, gone: 'x',
    });
    expect(drafts).toEqual({
      account: 'acc', defaultWeight: '500', insuranceMinimum: '50.5', printFormat: 'A6', tariffs: ['136'], codes: 'a, b',
      testMode: true, fragile: false, senderCity: '',
    });
  });

  it('shows stored numbers with the UI\'s decimal mark', () => {
    const drafts = draftParams(FORM, { defaultWeight: 1500, insuranceMinimum: 50.5 }, 'ru');
    expect([drafts.defaultWeight, drafts.insuranceMinimum]).toEqual(['1500', '50,5']);
  });

  it('sends values typed as the schema says, null for what is not set', () => {
    const values = paramValues(FORM, {
      ...draftParams(FORM), account: 'acc', defaultWeight: '500', insuranceMinimum: '12,5', codes: 'a, b,,c', tariffs: ['137'],
    });
    expect(values).toEqual({
      account: 'acc', defaultWeight: 500, insuranceMinimum: 12.5, printFormat: null, tariffs: ['137'], codes: ['a', 'b', 'c'],
      testMode: false, fragile: false, senderCity: null,
    });
    expect(paramValue(field('level', 'integer', { values: { '1': 'One' } }), '1')).toBe(1);
  });

  it('gives a secret a password input that starts empty and, left empty, stays out of the body', () => {
    expect(controlOf(secure)).toBe('secret');
    expect(draftParams([account, secure], { account: 'acc', secure: '••••9f31' })).toEqual({ account: 'acc', secure: '' });
    expect(paramValues([account, secure], { account: 'acc', secure: ' ' })).toEqual({ account: 'acc' });
    expect(paramValues([account, secure], { account: 'acc', secure: 'new-secret' })).toEqual({ account: 'acc', secure: 'new-secret' });
    // Required until the server holds one.
    expect(checkParam(secure, '')?.message).toBe('Please enter value');
    expect(checkParam(secure, '', '••••9f31')).toBeNull();
    expect(checkParam(account, '', '••••9f31')?.message).toBe('Please enter value');
  });

  it("asks for required values with the spec's words", () => {
    expect(checkParam(account, '  ')?.message).toBe('Please enter value');
    expect(checkParam(account, 'acc')).toBeNull();
    expect(checkParam(field('t', 'array', { required: true, multiple: true, values: { a: 'A' } }), [])?.message).toBe('Please enter value');
    expect(checkParam(field('f', 'boolean', { required: true }), false)).toBeNull();
    expect(checkParam(weight, '')).toBeNull();
  });

  it('checks numbers: from 0, floats by 0.01, integers whole', () => {
    expect(checkParam(weight, '-5')?.values).toEqual({ min: 0 });
    expect(checkParam(weight, '1.5')?.message).toBe('Enter a whole number');
    expect(checkParam(minimum, '0.125')?.message).toBe('At most two decimal places');
    expect(checkParam(minimum, '0.12')).toBeNull();
  });
});
