import { describe, expect, it } from 'vitest';
import {
  isValidInn, maskSecret, retailCrmIntegrationInput, retailCrmSettingsCreate, retailCrmSettingsInput, yamarketIntegrationInput, yamarketSettingsCreate,
} from './modules';
import { goesToMarket, pointNameOf, refusedByMarket } from './point-upload';

const messagesAt = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('INN check digits', () => {
  it('takes real company and sole-trader INNs and refuses a changed digit or a wrong length', () => {
    expect(isValidInn('7707083893')).toBe(true);
    expect(isValidInn('500100732259')).toBe(true);
    expect(isValidInn('7707083894')).toBe(false);
    expect(isValidInn('500100732258')).toBe(false);
    expect(isValidInn('770708389')).toBe(false);
    expect(isValidInn('77070838931')).toBe(false);
    expect(isValidInn('77070838ab')).toBe(false);
  });
});

describe('secrets', () => {
  it('are masked to their last four characters, short ones to the mask alone', () => {
    expect(maskSecret('crm-secret-key-123456')).toBe('••••3456');
    expect(maskSecret('short')).toBe('••••');
    expect(maskSecret('')).toBe('');
  });

  it('must come with a create and may be left out of an update', () => {
    const settings = {
      url: 'https://shop.retailcrm.ru', mode: 'aggregator', senderContactNameMode: 0, companyNameMode: 1, sendItemWeight: true,
      showPlaceBarcodes: false, useFullPriceForAssessedValue: false, removeZeroPriceItems: false, additionalServices: [], vatRate: 20,
      paymentTypes: [{ code: 'cash', isCod: true }], statusMapping: { new: 'uploading' }, stores: ['main'], defaultTerminal: null,
    };
    expect(Object.keys(messagesAt(retailCrmSettingsCreate.safeParse(settings)))).toEqual(['apiKey']);
    expect(retailCrmSettingsInput.safeParse(settings).success).toBe(true);
    expect(retailCrmSettingsCreate.safeParse({ ...settings, apiKey: 'k' }).success).toBe(true);
  });
});

describe('field rules of the settings', () => {
  it('names the field of a bad address, INN, e-mail, id, VAT rate and status', () => {
    const result = yamarketSettingsCreate.safeParse({
      name: 'Маркет', campaignId: 12.5, businessId: -1, token: 't', authToken: 'a', sellerInn: '7707083894', senderEmail: 'not-mail',
      exportOrderStatus: 'shipped', defaultWeight: 500,
    });
    expect(Object.keys(messagesAt(result)).sort()).toEqual(['businessId', 'campaignId', 'exportOrderStatus', 'sellerInn', 'senderEmail']);
    expect(messagesAt(result).sellerInn).toBe('invalidInnChecksum');
    expect(messagesAt(retailCrmIntegrationInput.safeParse({
      name: 'Доставка', logoUrl: 'ftp://x.ru/a.png', defaultPayer: 'sender', zeroDeclaredValue: false, lockedByDefault: false,
      includeFees: true, costCalculation: 'auto',
    }))).toEqual({ logoUrl: 'invalidUrl' });
  });

  it('knows only the point name placeholders it fills', () => {
    const integration = {
      name: 'ПВЗ', pointRegions: ['Москва'], pointTypes: [1], cityFrom: 'Москва', storagePeriod: 7, addedDays: 1, orderCutoffHour: 14,
      codFilter: 'all',
    };
    expect(yamarketIntegrationInput.safeParse({ ...integration, pointNameTemplate: '{provider}: {name}, {code} ({address})' }).success).toBe(true);
    expect(messagesAt(yamarketIntegrationInput.safeParse({ ...integration, pointNameTemplate: '{city}: {name}' }))).toEqual({ pointNameTemplate: 'unknownPlaceholder' });
  });
});

describe('which points go to the marketplace', () => {
  const point = { region: 'Москва', type: 1, cod: true, enabled: true, availableOperation: 3, providerKey: 'cdek' };
  const selection = { pointRegions: ['Москва'], pointTypes: [1, 2], codFilter: 'all' as const, providerKeys: ['cdek'] };

  it('sends open points that hand parcels out, in the chosen regions and types, of connected services', () => {
    expect(goesToMarket(point, selection)).toBe(true);
    expect(goesToMarket({ ...point, availableOperation: 2 }, selection)).toBe(true);
    expect(goesToMarket({ ...point, availableOperation: 1 }, selection)).toBe(false);
    expect(goesToMarket({ ...point, enabled: false }, selection)).toBe(false);
    expect(goesToMarket({ ...point, region: 'Татарстан' }, selection)).toBe(false);
    expect(goesToMarket({ ...point, type: 4 }, selection)).toBe(false);
    expect(goesToMarket({ ...point, providerKey: 'boxberry' }, selection)).toBe(false);
    expect(goesToMarket({ ...point, cod: false }, { ...selection, codFilter: 'cod' })).toBe(false);
    expect(goesToMarket(point, { ...selection, codFilter: 'noCod' })).toBe(false);
  });

  it('names a point by the template and refuses one without hours', () => {
    expect(pointNameOf('{provider}: {name} ({code}), {address}', { name: 'ПВЗ', code: 'MSK1', address: 'Тверская, 1', provider: 'СДЭК' }))
      .toBe('СДЭК: ПВЗ (MSK1), Тверская, 1');
    expect(refusedByMarket({ timetable: ' ' })).toBe(true);
    expect(refusedByMarket({ timetable: 'Пн-Вс 10-20' })).toBe(false);
  });
});
