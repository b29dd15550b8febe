// What the import preview says of a bad row's field, in the console's words (docs/decisions/orders.md
// "Orders in bulk"): the contract's problems in the same texts as the order form's, and what the device
// found itself (a service, tariff, shop or warehouse it does not know, a number it cannot read).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RowProblem } from '../../../../workers/orders/check-rows';
import type { DeviceProblemCode } from '../../../../workers/orders/row-to-body';
import type { FileProblem } from '../../../../workers/orders/read-table';
import { orderCreate } from '../../../contract/orders';
import { IMPORT_MAX_ROWS, IMPORT_COLUMNS, type ImportColumnKey } from '../../../contract/order-import';
import { commonText, issueKind } from '../../../lib/form-issues';

const DEVICE_TEXTS: Record<DeviceProblemCode, MessageDescriptor> = {
  notNumber: msg`Enter a number`,
  unknownService: msg`No such delivery service: give its key or name as the list of services has it`,
  serviceNotConnected: msg`The company has no connection to this delivery service`,
  unknownTariff: msg`The delivery service has no such tariff: give its ID, code or name`,
  tariffNotEnabled: msg`This tariff is not enabled in the company's connection to the delivery service`,
  unknownShop: msg`No shop with this name or ID on this device`,
  unknownWarehouse: msg`No warehouse with this name or ID on this device`,
  unknownPackage: msg`No package with this name or ID on this device`,
  ambiguousPackage: msg`Several packages have this name: give the package's ID`,
  duplicateClientNumber: msg`An earlier row of the file has this client number`,
};

export function problemText(problem: RowProblem['problem']): MessageDescriptor {
  if (problem.kind === 'device') return DEVICE_TEXTS[problem.code];
  const { issue, missing } = problem;
  return commonText(issueKind(issue, missing ? undefined : ''), issue, orderCreate);
}

export const FILE_PROBLEM_TEXTS: Record<FileProblem, MessageDescriptor> = {
  tooBig: msg`The file is larger than 10 MB: split it into several`,
  notUtf8: msg`The CSV file is not in UTF-8: save it as "CSV UTF-8" and choose it again`,
  unreadable: msg`The file cannot be read as CSV or XLSX`,
  empty: msg`The file has no rows of orders under its header`,
  tooManyRows: msg`The file has more than ${IMPORT_MAX_ROWS} rows: split it into several`,
};

/** A column's header in the console's language (the file's format names it in both, src/contract/order-import.ts). */
export const columnName = (key: ImportColumnKey, lang: string): string => {
  const column = IMPORT_COLUMNS.find((c) => c.key === key)!;
  return lang === 'ru' ? column.ru : column.en;
};
