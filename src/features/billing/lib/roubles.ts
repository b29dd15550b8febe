// A money figure as the billing pages show it: roubles with up to two decimals, in the reader's locale.
import type { I18n } from '@lingui/core';

export const formatRoubles = (i18n: I18n, roubles: number): string =>
  i18n.number(roubles, { style: 'currency', currency: 'RUB', maximumFractionDigits: 2 });
