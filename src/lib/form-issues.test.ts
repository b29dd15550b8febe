import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nameText, optionalEmail, password, requiredText } from '../contract/field-rules';
import { fieldProblem, formProblems, maxLengthOf } from './form-issues';

const schema = z.object({
  name: nameText(),
  city: requiredText(255),
  email: optionalEmail(),
  rate: z.number().min(0).max(100).nullish(),
  items: z.array(z.object({ quantity: z.number().int().min(1) })),
});
const valid = { name: 'Ок', city: 'Москва', email: '', rate: null, items: [{ quantity: 1 }] };

describe('form issues', () => {
  it('finds nothing in valid values', () => {
    expect(formProblems(schema, valid)).toEqual({});
  });

  it('says a blank or missing field is required, a short one names both bounds of the field', () => {
    const problems = formProblems(schema, { ...valid, name: ' ', city: undefined });
    expect(problems.name?.message).toBe('Please enter value');
    expect(problems.city?.message).toBe('Please enter value');
    expect(formProblems(schema, { ...valid, name: 'x' }).name?.values).toEqual({ min: 2, max: 100 });
  });

  it('says coded rules in their own words and numbers by their bound', () => {
    const problems = formProblems(schema, { ...valid, email: 'nope', rate: 101, items: [{ quantity: 1.5 }] });
    expect(problems.email?.message).toBe('Incorrect email');
    expect(problems.rate?.values).toEqual({ max: 100 });
    expect(problems['items.0.quantity']?.message).toBe('Enter a whole number');
    expect(fieldProblem(password(), 'short')?.values).toEqual({ min: 8, max: 64 });
  });

  it('lets a form say a kind of problem its own way, by field or by a function of the path', () => {
    const own = msg`Shop name is required`;
    expect(formProblems(schema, { ...valid, name: '' }, { name: { required: own } }).name).toBe(own);
    const byPath = formProblems(schema, { ...valid, items: [{ quantity: 0 }] }, (field, kind) => (field.startsWith('items.') && kind === 'min' ? own : undefined));
    expect(byPath['items.0.quantity']).toBe(own);
  });

  it('reads the longest text a field takes through optional and nullable wrappers', () => {
    expect(maxLengthOf(schema, 'name')).toBe(100);
    expect(maxLengthOf(schema, 'email')).toBe(254);
    expect(maxLengthOf(schema, 'rate')).toBeUndefined();
  });
});
