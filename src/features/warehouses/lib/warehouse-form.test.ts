import { describe, expect, it } from 'vitest';
import { checkWarehouse, EMPTY_WAREHOUSE_FORM, warehouseFormOf, warehouseInputOf, type WarehouseForm } from './warehouse-form';

const valid: WarehouseForm = { ...EMPTY_WAREHOUSE_FORM, name: 'Main', city: 'Москва', contactName: 'Иван', phone: '+7 495 000-00-00' };
const form = (patch: Partial<WarehouseForm>): WarehouseForm => ({ ...valid, ...patch });

describe('warehouse form rules', () => {
  it('accepts the required four and nothing else', () => {
    expect(checkWarehouse(valid)).toEqual({});
  });

  it('names each missing required field with its own message', () => {
    const problems = checkWarehouse(EMPTY_WAREHOUSE_FORM);
    expect(Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, p?.message]))).toEqual({
      name: 'Warehouse name is required',
      city: 'City is required',
      contactName: 'Contact name is required',
      phone: 'Phone is required',
    });
  });

  it('treats blanks as missing and bounds the name to 2..100 after trimming', () => {
    expect(checkWarehouse(form({ phone: '   ' })).phone).toBeDefined();
    expect(checkWarehouse(form({ name: ' x ' })).name?.values).toEqual({ min: 2, max: 100 });
    expect(checkWarehouse(form({ name: 'y'.repeat(101) })).name).toBeDefined();
  });

  it('checks the email and coordinates only when given', () => {
    expect(checkWarehouse(form({ email: 'no@pe' })).email?.message).toBe('Incorrect email');
    expect(checkWarehouse(form({ lat: '91' })).lat?.values).toEqual({ min: -90, max: 90 });
    expect(checkWarehouse(form({ lon: 'east' })).lon?.values).toEqual({ min: -180, max: 180 });
    expect(checkWarehouse(form({ lat: '55,7', lon: '-37.6' }))).toEqual({});
  });

  it('sends trimmed texts, numeric coordinates and the email as stored', () => {
    const body = warehouseInputOf(form({ name: ' Main ', email: ' A@B.RU ', lat: '55,7', lon: '', countryCode: 'KZ' }));
    expect(body).toMatchObject({ name: 'Main', email: 'a@b.ru', lat: 55.7, lon: null, countryCode: 'KZ', region: '' });
  });

  it('reads a stored warehouse back, falling back for what it lacks', () => {
    const back = warehouseFormOf({ name: 'W', city: 'Минск', countryCode: 'BY', lat: 53.9, lon: null });
    expect(back).toMatchObject({ name: 'W', city: 'Минск', countryCode: 'BY', lat: '53.9', lon: '', phone: '' });
  });
});
