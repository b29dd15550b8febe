// Checks the create-order form before it is queued: the form's body (draft-to-body.ts) is run through the
// contract's order schema, the one the server runs, so required fields, numbers, phones, INNs, emails and
// time windows are refused here exactly when the server would refuse them. Returns a problem per field
// path, so each message shows beside its input; the server's own checks (tariff fits the service, client
// number not used yet) come back as a visible rejection if they fail later.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { orderUpdate } from '../../../contract/orders';
import { formProblems, type IssueKind } from '../../../lib/form-issues';
import { draftToBody } from './draft-to-body';
import type { OrderDraft } from './order-draft';

export type DraftProblems = Record<string, MessageDescriptor>;

const REQUIRED = msg`Please enter value`;
/** Amounts, weights and sizes the form says "0 or more" about. */
const NON_NEGATIVE = /^(cost\.\w+|order\.(length|width|height)|places\.\d+\.(weight|length|width|height)|items\.\d+\.(weight|length|width|height|quantityDelivered|assessedCost|cost))$/;
const QUANTITY = /^items\.\d+\.quantity$/;
const BELOW_OR_NOT_A_NUMBER: readonly IssueKind[] = ['min', 'notNumber', 'notInteger'];

function ownText(field: string, kind: IssueKind): MessageDescriptor | undefined {
  if (!BELOW_OR_NOT_A_NUMBER.includes(kind)) return undefined;
  // An unchosen tariff reaches the body as 0.
  if (field === 'order.tariffId') return REQUIRED;
  if (QUANTITY.test(field)) return msg`Enter a whole number of 1 or more`;
  if (NON_NEGATIVE.test(field) && kind !== 'notInteger') return msg`Enter a number of 0 or more`;
  return undefined;
}

export function validateDraft(draft: OrderDraft): DraftProblems {
  const problems = formProblems(orderUpdate, draftToBody(draft, ''), ownText);
  // The body reads these two as 0 when empty; the form wants them typed.
  for (const path of ['assessedCost', 'codCost'] as const) {
    if (!draft.cost[path].trim()) problems[`cost.${path}`] = REQUIRED;
  }
  return problems;
}
