// The words shown for a refused change: the server's description, else its message, with the first
// field error when there is one; a change refused only because an earlier one was says that.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OutboxEntry } from '../../db/outbox-entry';

export function rejectionText(entry: OutboxEntry, i18n: I18n): string {
  const error = entry.error;
  if (!error) return '';
  if (error.blockedBy) return i18n._(msg`Not sent: an earlier change of this item was rejected`);
  const field = error.errors?.[0];
  const base = error.description || error.message || i18n._(msg`Unknown error`);
  return field ? `${base} (${field.field}: ${field.message})` : base;
}
