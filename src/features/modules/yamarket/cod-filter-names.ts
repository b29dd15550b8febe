// The cash-on-delivery choices of a Yandex Market integration as people read them.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { CodFilter } from '../../../contract/modules';

export const COD_FILTER_LABELS: Record<CodFilter, MessageDescriptor> = {
  all: msg`All points`, cod: msg`Only points that take cash on delivery`, noCod: msg`Only points without cash on delivery`,
};
