// Plain values of the orders contract (no zod), so console code that only needs codes and status groups
// (which buttons to enable, which error means what) stays out of the zod bundle.
import type { OrderStatusKey } from './constants';

/** Error codes of the orders calls; the numbers are those of the aggregator world (docs/api.md "Codes"). */
export const ORDER_ERROR_CODES = {
  /** 404: no such order in the caller's company (another company's order answers the same). */
  notFound: '040080',
  /** 409: cancelling an order that is cancelled already; the outbox may count it as done. */
  alreadyCancelled: '040081',
  /** 409: resend of an order that is not in uploadingError. */
  notResendable: '040082',
  /** In status.errorCode: the delivery service refused to create the order (uploadingError). */
  providerCreateFailed: '040088',
  /** 409: editing an order the delivery service has already taken. */
  notEditable: '040089',
  /** 409: the delivery service cannot cancel an order in this status (delivered, returned, lost...). */
  cancelNotSupported: '040306',
  /** 409: the company already has an order with this clientNumber, or the id belongs to another company. */
  alreadyExists: '040901',
} as const;

/** Why a delivery service refused an order (status.reasonKey with errorCode 040088): a code, so a device names
 *  the reason in its own language whatever language the order was pulled in (docs/decisions/shell-and-settings.md
 *  "Language"). providerDescription carries the server's text of it. */
export const ORDER_REFUSAL_REASONS = [
  'uploadInvalidPostIndex', 'uploadInvalidPhone', 'uploadWeightOverLimit', 'uploadServiceUnavailable',
] as const;
export type OrderRefusalReason = (typeof ORDER_REFUSAL_REASONS)[number];

/** PUT is allowed only before the delivery service has the order. */
export const EDITABLE_ORDER_STATUSES: readonly OrderStatusKey[] = ['uploading', 'uploadingError'];
/** Resend works only after a failed upload. */
export const RESENDABLE_ORDER_STATUSES: readonly OrderStatusKey[] = ['uploadingError'];
/** Statuses in which cancelling still stops the parcel; later ones answer 040306. */
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatusKey[] = [
  'uploading', 'uploadingError', 'uploaded', 'onPointIn', 'onWay', 'onPointOut', 'readyForRecipient', 'problem',
];
/** Nothing follows these: the parcel arrived, came back, was cancelled or is gone. Time in them is no lag, and an
 *  order in one is never stuck (docs/decisions/analytics.md "Status lag"). `unknown` and `notApplicable` are not
 *  among them: the service may still report a status after them. */
export const FINAL_ORDER_STATUSES: readonly OrderStatusKey[] = ['delivered', 'returned', 'deliveryCanceled', 'lost'];
/** Not yet handed to a delivery service (user stats count the rest, less cancelled ones, as transferred). */
export const NOT_HANDED_OVER_STATUSES: readonly OrderStatusKey[] = ['uploading', 'uploadingError'];

export const ORDER_LOG_STATUSES = ['success', 'error', 'unknown'] as const;
export type OrderLogStatus = (typeof ORDER_LOG_STATUSES)[number];

/** What a log entry records: a call to the aggregator (this API) or the aggregator's call to the service. */
export const ORDER_LOG_TYPES = [
  'creationInAggregator', 'updateInAggregator', 'resendInAggregator', 'cancellationInAggregator',
  'deletionInAggregator', 'creationInProvider', 'cancellationInProvider',
] as const;
export type OrderLogType = (typeof ORDER_LOG_TYPES)[number];

/** 1 courier, 2 at a point: pickupType (from the sender) and deliveryType (to the recipient). */
export const PICKUP_COURIER = 1;
export const PICKUP_AT_POINT = 2;
export const DELIVERY_COURIER = 1;
export const DELIVERY_TO_POINT = 2;

export const DELIVERY_COST_VAT_RATES = [-1, 0, 5, 7, 10, 20, 22] as const;
/** 1 cash, 2 card, 3 mixed, 4 cashless. */
export const PAYMENT_METHODS = [1, 2, 3, 4] as const;

/** At most this many ids per statuses / labels / waybills call. */
export const ORDER_IDS_MAX = 100;
/** How labels are laid out (POST labels `format`): `a6` one 100x150 mm label a page (thermal printers), `a4x4` four
 *  labels on each A4 sheet (office printers, cut apart). */
export const LABEL_FORMATS = ['a6', 'a4x4'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];
export const DEFAULT_LABEL_FORMAT: LabelFormat = 'a6';
/** Generated labels and waybills are kept this long, then their URL answers 404. */
export const ORDER_FILE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Platform key of orders created in this console. */
export const CONSOLE_PLATFORM = 'console';
