// Names a queued change for people: "Cancel order · 10042". Every kind a command enqueues is listed
// here, so the pending and rejected lists never show a raw id.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { OutboxEntry } from '../../db/outbox-entry';

const KIND_LABELS: Record<string, MessageDescriptor> = {
  'order.create': msg`Create order`,
  'order.update': msg`Edit order`,
  'order.cancel': msg`Cancel order`,
  'order.delete': msg`Delete order`,
  'order.resend': msg`Resend order`,
  'order.statuses': msg`Refresh statuses`,
  'rule.switch': msg`Switch tariff rule`,
  'rule.delete': msg`Delete tariff rule`,
  'connection.create': msg`Create connection`,
  'connection.update': msg`Edit connection`,
  'connection.delete': msg`Delete connection`,
  'shop.create': msg`Create shop`,
  'shop.update': msg`Edit shop`,
  'shop.delete': msg`Delete shop`,
  'warehouse.create': msg`Create warehouse`,
  'warehouse.update': msg`Edit warehouse`,
  'warehouse.delete': msg`Delete warehouse`,
};

export function useChangeLabel(): (entry: OutboxEntry) => string {
  const { i18n } = useLingui();
  return (entry) => {
    const kind = KIND_LABELS[entry.kind] ? i18n._(KIND_LABELS[entry.kind]) : entry.kind;
    return entry.title ? `${kind} · ${entry.title}` : kind;
  };
}
