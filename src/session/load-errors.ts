// The product's loading messages, verbatim in English and translated for Russian.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export const LOAD_ERRORS = {
  platforms: msg`platforms empty, please refresh page`,
  providers: msg`providers empty, please refresh page`,
  schemas: msg`schemas empty, please refresh page`,
  statuses: msg`statuses empty, please refresh page`,
  tariffs: msg`tariffs empty, please refresh page`,
  stats: msg`user stats empty, please refresh page`,
  userId: msg`user id not found, please refresh page`,
  schema: msg`schema empty, please refresh page`,
} satisfies Record<string, MessageDescriptor>;
