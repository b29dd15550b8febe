// Why a delivery service refused an order, named by the console from the reason's code (status.reasonKey). A
// stored order keeps the texts of the language it was pulled in; the code lets a device that switched language
// name the reason in the new one (docs/decisions/shell-and-settings.md "Language"). The server's own text
// stays the fallback for a code this console does not know.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderRefusalReason, OrderStatus } from '../../../contract/orders';

const REASONS: Record<OrderRefusalReason, MessageDescriptor> = {
  uploadInvalidPostIndex: msg`The recipient's postcode does not exist`,
  uploadInvalidPhone: msg`The recipient's phone must be a Russian, Kazakh or Belarusian number`,
  uploadWeightOverLimit: msg`The parcel is heavier than the tariff allows`,
  uploadServiceUnavailable: msg`The delivery service is not responding; resend the order`,
};

const isKnown = (key: string): key is OrderRefusalReason => Object.hasOwn(REASONS, key);

/** The line under an order's status: the refusal reason in the UI's language, else the service's own words. */
export function statusNote(status: Pick<OrderStatus, 'reasonKey' | 'providerDescription'> | undefined, say: (m: MessageDescriptor) => string): string | null {
  if (!status) return null;
  if (status.reasonKey && isKnown(status.reasonKey)) return say(REASONS[status.reasonKey]);
  return status.providerDescription;
}
