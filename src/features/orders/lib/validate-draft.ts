// Checks the create-order form before it is queued: what the create body requires,
// numbers that are numbers, phones and INNs of the right shape. Returns a problem per field path, so
// each message shows beside its input; the server's own checks (tariff fits the service, client number
// not used yet) come back as a visible rejection if they fail later.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { checkEmail } from '../../auth/lib/validation';
import type { ContactDraft, OrderDraft } from './order-draft';

export type DraftProblems = Record<string, MessageDescriptor>;

const REQUIRED = msg`Please enter value`;
const isNumber = (v: string) => v.trim() !== '' && Number.isFinite(Number(v.replace(',', '.')));

export function validateDraft(draft: OrderDraft): DraftProblems {
  const problems: DraftProblems = {};
  const need = (path: string, value: string) => {
    if (!value.trim()) problems[path] = REQUIRED;
  };
  const nonNegative = (path: string, value: string, required = false) => {
    if (!value.trim()) return required ? (problems[path] = REQUIRED) : undefined;
    if (!isNumber(value) || Number(value.replace(',', '.')) < 0) problems[path] = msg`Enter a number of 0 or more`;
  };
  const contact = (prefix: string, c: ContactDraft) => {
    need(`${prefix}.contactName`, c.contactName);
    need(`${prefix}.phone`, c.phone);
    const digits = c.phone.replace(/\D/g, '');
    if (c.phone.trim() && (digits.length < 10 || digits.length > 15)) problems[`${prefix}.phone`] = msg`Enter a phone number with 10 to 15 digits`;
    if (c.companyInn.trim() && !/^(\d{10}|\d{12})$/.test(c.companyInn.trim())) problems[`${prefix}.companyInn`] = msg`The INN has 10 or 12 digits`;
    if (c.email.trim() && checkEmail(c.email)) problems[`${prefix}.email`] = checkEmail(c.email)!;
  };
  const window = (start: string, end: string, path: string) => {
    if (start && end && end <= start) problems[path] = msg`The end must be after the start`;
  };

  need('order.clientNumber', draft.order.clientNumber);
  need('order.providerKey', draft.order.providerKey);
  need('order.tariffId', draft.order.tariffId);
  nonNegative('cost.assessedCost', draft.cost.assessedCost, true);
  nonNegative('cost.codCost', draft.cost.codCost, true);
  nonNegative('cost.deliveryCost', draft.cost.deliveryCost);
  contact('sender', draft.sender);
  contact('recipient', draft.recipient);
  if (draft.hasReturnAddress) contact('returnAddress', draft.returnAddress);
  window(draft.order.pickupTimeStart, draft.order.pickupTimeEnd, 'order.pickupTimeEnd');
  window(draft.order.deliveryTimeStart, draft.order.deliveryTimeEnd, 'order.deliveryTimeEnd');
  draft.places.forEach((p, i) => (['weight', 'length', 'width', 'height'] as const).forEach((f) => nonNegative(`places.${i}.${f}`, p[f])));
  if (!draft.items.length) problems.items = msg`Add at least one item`;
  draft.items.forEach((item, i) => {
    need(`items.${i}.description`, item.description);
    if (!/^\d+$/.test(item.quantity.trim()) || Number(item.quantity) < 1) problems[`items.${i}.quantity`] = msg`Enter a whole number of 1 or more`;
    nonNegative(`items.${i}.weight`, item.weight);
    nonNegative(`items.${i}.assessedCost`, item.assessedCost);
    nonNegative(`items.${i}.cost`, item.cost);
  });
  return problems;
}
