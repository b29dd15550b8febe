// What each reason for attention is called on the dashboard and in the list's filter (lib/attention.ts).
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AttentionFilter } from './attention';

export const ATTENTION_NAMES: Record<AttentionFilter, MessageDescriptor> = {
  any: msg`Needs attention`,
  uploadError: msg`Upload errors`,
  stuck: msg`Stuck in a status`,
  returning: msg`Returns under way`,
  refused: msg`Refused changes`,
};

/** What each reason means, under its count on the dashboard. */
export const ATTENTION_HINTS: Record<AttentionFilter, MessageDescriptor> = {
  any: msg`Orders with any of the reasons below`,
  uploadError: msg`The delivery service refused the order: fix it and resend`,
  stuck: msg`Longer in their status than the service usually takes (90% of its orders)`,
  returning: msg`On their way back to you`,
  refused: msg`The server refused a change made on this device`,
};
