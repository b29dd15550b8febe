import { describe, expect, it } from 'vitest';
import type { MessageDescriptor } from '@lingui/core';
import { statusNote } from './refusal-reason';

const say = (m: MessageDescriptor) => `«${m.message ?? m.id}»`;

describe('statusNote', () => {
  it('names a known refusal reason from its code, whatever language the stored text is in', () => {
    const note = statusNote({ reasonKey: 'uploadServiceUnavailable', providerDescription: 'Служба доставки временно не отвечает, отправьте заказ повторно' }, say);
    expect(note).toBe('«The delivery service is not responding; resend the order»');
  });

  it('keeps the server\'s text for a status without a reason, an unknown reason, or an order pulled before codes', () => {
    expect(statusNote({ reasonKey: null, providerDescription: 'In transit' }, say)).toBe('In transit');
    expect(statusNote({ reasonKey: 'somethingNew', providerDescription: 'New reason' }, say)).toBe('New reason');
    expect(statusNote({ providerDescription: 'Old order' }, say)).toBe('Old order');
    expect(statusNote(undefined, say)).toBeNull();
  });
});
