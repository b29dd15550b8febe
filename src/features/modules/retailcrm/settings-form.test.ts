import { describe, expect, it } from 'vitest';
import { retailCrmSettings } from '../../../contract/modules';
import { retailCrmSettingsResource } from './retailcrm-resources';
import { checkRetailCrmSettings, EMPTY_RETAILCRM_SETTINGS, retailCrmSettingsBodyOf, retailCrmSettingsFormOf } from './settings-form';

const filled = { ...EMPTY_RETAILCRM_SETTINGS, url: 'https://shop.retailcrm.ru', apiKey: { value: 'key-123456789', stored: '' } };

describe('RetailCRM settings form', () => {
  it('needs the key on a first save and keeps the stored one when left empty', () => {
    expect(Object.keys(checkRetailCrmSettings({ ...filled, apiKey: { value: '', stored: '' } }))).toEqual(['apiKey']);
    const edit = { ...filled, apiKey: { value: '', stored: '••••6789' } };
    expect(checkRetailCrmSettings(edit)).toEqual({});
    expect(retailCrmSettingsBodyOf(edit)).not.toHaveProperty('apiKey', expect.anything());
  });

  it('turns rows and code lists into the body, leaving blank rows out', () => {
    const body = retailCrmSettingsBodyOf({
      ...filled, senderContactNameMode: '2', vatRate: '20', additionalServices: 'express, fitting;express', stores: ' main ,\nsecond ',
      paymentTypes: [{ code: 'cash', isCod: true }, { code: ' ', isCod: false }],
      statusMapping: [{ code: 'send-to-delivery', status: 'uploaded' }, { code: '', status: '' }],
    });
    expect(body).toMatchObject({
      senderContactNameMode: 2, vatRate: 20, additionalServices: ['express', 'fitting'], stores: ['main', 'second'],
      paymentTypes: [{ code: 'cash', isCod: true }], statusMapping: { 'send-to-delivery': 'uploaded' }, defaultTerminal: null,
    });
  });

  it('asks for a status for every CRM code and each code once', () => {
    expect(checkRetailCrmSettings({ ...filled, statusMapping: [{ code: 'new', status: '' }] })).toHaveProperty('statusMapping');
    expect(checkRetailCrmSettings({ ...filled, statusMapping: [{ code: 'a', status: 'uploaded' }, { code: 'a ', status: 'delivered' }] }))
      .toHaveProperty('statusMapping');
    expect(checkRetailCrmSettings({ ...filled, paymentTypes: [{ code: 'cash', isCod: true }, { code: 'cash', isCod: false }] }))
      .toHaveProperty('paymentTypes');
    expect(checkRetailCrmSettings({ ...filled, url: 'shop.retailcrm.ru' })).toHaveProperty('url');
  });

  it('reads a stored item back into the same form, and shows a queued key masked', () => {
    const form = { ...filled, statusMapping: [{ code: 'done', status: 'delivered' as const }], paymentTypes: [{ code: 'card', isCod: false }] };
    const body = retailCrmSettingsBodyOf(form);
    // The item as the server answers it (its schema reads the body), the key masked.
    const stored = retailCrmSettings.partial().parse({ ...body, apiKey: '••••6789' });
    const again = retailCrmSettingsFormOf(stored);
    expect(retailCrmSettingsBodyOf({ ...again, apiKey: form.apiKey })).toEqual(body);
    expect(retailCrmSettingsResource.form.shown?.(body)).toEqual({ kind: 'retailcrm', apiKey: '••••6789' });
  });
});
