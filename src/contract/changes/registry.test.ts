import { describe, expect, test } from 'vitest';
import { ALL_CHANGES, changeFor, CONNECTION_CHANGES, INTEGRATION_CHANGES, ORDER_CHANGES, RULE_CHANGES } from './index';

const context = { now: '2026-11-28T10:00:00.000Z', username: 'Ivan' };
const sampleParams = (template: string) => Object.fromEntries([...template.matchAll(/\{([^}]+)\}/g)].map((m, i) => [m[1], `p${i}-x`]));

describe('the change registry', () => {
  test('every entry\'s path leads back to that entry and no other: no two kinds share a request', () => {
    for (const entry of ALL_CHANGES) {
      const params = sampleParams(entry.path.template);
      const found = changeFor(entry.method, entry.path.build(params as never));
      expect(found?.entry, `${entry.kind} ${entry.path.template}`).toBe(entry);
      expect(found?.params).toEqual(params);
    }
  });

  test('a request no entry makes belongs to none', () => {
    expect(changeFor('POST', '/v1/app/orders/1/anything')).toBeNull();
    expect(changeFor('PUT', '/v1/app/orders')).toBeNull();
  });

  test('a new order shows as uploading, with no number yet and its own id in orderInfo', () => {
    const body = { id: 'o1', order: { clientNumber: 'C-1', providerKey: 'cdek' } } as Parameters<typeof ORDER_CHANGES.create.optimistic>[1];
    const overlay = ORDER_CHANGES.create.optimistic(undefined, body, context);
    expect(overlay).toMatchObject({
      op: 'upsert',
      fields: { id: 'o1', number: '', version: 0, created: context.now, username: 'Ivan', platform: 'console', status: { key: 'uploading', errorCode: null }, orderInfo: { orderId: 'o1', providerKey: 'cdek', clientNumber: 'C-1' } },
    });
  });

  test('a cancel keeps the rest of the status; a resend clears its error; a delete hides the order', () => {
    const current = { status: { key: 'uploadingError', name: 'Error', errorCode: 'E1' } } as never;
    expect(ORDER_CHANGES.cancel.optimistic(current, undefined, context)).toEqual({ op: 'upsert', fields: { status: { key: 'deliveryCanceled', name: 'Error', errorCode: 'E1' } } });
    expect(ORDER_CHANGES.resend.optimistic(current, undefined, context)).toEqual({ op: 'upsert', fields: { status: { key: 'uploading', name: 'Error', errorCode: null } } });
    expect(ORDER_CHANGES.delete.optimistic(current, undefined, context)).toEqual({ op: 'remove' });
  });

  test('a resource\'s create shows its fields without the id, with what the screen adds', () => {
    expect(CONNECTION_CHANGES.create.optimistic(undefined, { id: 'c1', name: 'CDEK' }, { ...context, shown: { companyId: 7 } }))
      .toEqual({ op: 'upsert', fields: { name: 'CDEK', companyId: 7 } });
    expect(RULE_CHANGES.switch.optimistic(undefined, { status: 'disabled' }, context)).toEqual({ op: 'upsert', fields: { status: 'disabled' } });
  });

  test('an integration\'s paths sit under its account', () => {
    expect(INTEGRATION_CHANGES.retailcrm.update.path.build({ settingsId: 's 1', id: 'i1' } as never)).toBe('/v1/app/modules/retailcrm/settings/s%201/integrations/i1');
  });
});
