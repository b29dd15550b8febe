import { describe, expect, it } from 'vitest';
import { checkPackage, EMPTY_PACKAGE_FORM, packageFormOf, packageInputOf } from './package-form';

const form = (patch: Partial<typeof EMPTY_PACKAGE_FORM>) => ({ ...EMPTY_PACKAGE_FORM, name: 'Box S', length: '30', width: '20', height: '10', weight: '500', ...patch });

describe('package preset form rules', () => {
  it('takes a named box with its sides and weight', () => {
    expect(checkPackage(form({}))).toEqual({});
  });

  it('requires the name in its own words and every number', () => {
    const problems = checkPackage({ ...EMPTY_PACKAGE_FORM, name: '  ' });
    expect(problems.name?.message).toBe('Package name is required');
    for (const field of ['length', 'width', 'height', 'weight'] as const) expect(problems[field]?.message).toBe('Please enter value');
  });

  it('wants numbers above 0 and within what an order takes', () => {
    expect(checkPackage(form({ length: '0' })).length?.message).toBe('The value must be more than 0');
    expect(checkPackage(form({ weight: '-1' })).weight?.message).toBe('The value must be more than 0');
    expect(checkPackage(form({ height: '10001' })).height?.values).toEqual({ max: 10_000 });
    expect(checkPackage(form({ weight: '10000001' })).weight?.values).toEqual({ max: 10_000_000 });
    expect(checkPackage(form({ width: 'wide' })).width?.message).toBe('Enter a number');
  });

  it('takes decimal sides typed with a comma, and whole grams only', () => {
    expect(checkPackage(form({ width: '20,5' }))).toEqual({});
    expect(checkPackage(form({ weight: '500.5' })).weight?.message).toBe('Enter a whole number');
  });

  it('sends the trimmed name and the numbers', () => {
    expect(packageInputOf(form({ name: ' Box S ', width: '20,5', weight: '1 500' }))).toEqual({ name: 'Box S', length: 30, width: 20.5, height: 10, weight: 1500 });
  });

  it('reads a stored preset and a queued row that lacks fields', () => {
    expect(packageFormOf({ name: 'Box', length: 30, width: 20.5, height: 10, weight: 500 })).toEqual(form({ name: 'Box', width: '20.5' }));
    expect(packageFormOf({ name: 'Only name' })).toEqual({ ...EMPTY_PACKAGE_FORM, name: 'Only name' });
  });
});
