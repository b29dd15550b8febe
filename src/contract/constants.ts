// Plain values of the API contract, free of zod so the console's entry bundle stays small.
// The zod schemas beside this file import them too.

export const ERROR_CODES = {
  invalidSecurityKey: '040101',
  keyExpired: '040304',
  forbidden: '040301',
  notFound: '040404',
  validation: '040001',
  invalidFilter: '040010',
  orderNotFound: '040080',
  orderAlreadyCancelled: '040081',
  fieldNotFilterable: '040011',
  loginExists: '040901',
  connectionExists: '040902',
  /** 409: a request with this Idempotency-Key is still running. */
  idempotencyInProgress: '040909',
  /** 409: this Idempotency-Key was used, and its first answer held a secret that is never answered again. */
  idempotencyNotReplayable: '040910',
  /** 409: the company's point export before this one is still queued or running (one at a time). */
  exportInProgress: '040903',
  /** 409: the integration's previous point upload to the marketplace is still queued or running (one at a time). */
  uploadInProgress: '040904',
  /** 401: a payment notice without a valid X-Payment-Signature (docs/api.md "Payments"). */
  paymentSignature: '040102',
  /** 409: a payment notice whose amount is not the invoice's. */
  paymentAmountMismatch: '040905',
  /** 409: a payment notice about an invoice already settled by another payment (or a payment id already used). */
  invoiceSettled: '040906',
  /** 503: the server takes no payment notices (no PAYMENT_SECRET). */
  paymentsOff: '050301',
  /** 422: this Idempotency-Key was used with another request. */
  idempotencyMismatch: '042201',
  /** 412: the record changed since the version the edit was made on (If-Match); `data` is the record now. */
  versionConflict: '040412',
  /** 410: the sync cursor is older than the kept tombstones; pull the collection from scratch. */
  cursorExpired: '041001',
  tooManyRequests: '042901',
  /** 402: no calculation units left on the company's calculation account. */
  noCalculations: '060001',
  /** 402: the money account does not cover the purchase. */
  notEnoughMoney: '060002',
  internal: '050001',
} as const;

/** Page size and first page of every list sweep (docs/api.md "Lists and paging"). */
export const LIST_PAGE_SIZE = 100;
export const LIST_FIRST_PAGE = 1;

/** Roles known to the console. Admin sees every route; api.order.info opens orders, shops and warehouses. */
export const ROLE_ADMIN = 'admin';
export const ROLE_ORDER_INFO = 'api.order.info';

/** Length bounds the product leaves open (docs/decisions/roles-and-session.md); chosen to match common
 *  aggregator accounts. */
export const USERNAME_LENGTH = { min: 3, max: 100 } as const;
export const PASSWORD_LENGTH = { min: 8, max: 64 } as const;

/** The 19 order status keys of the aggregator world, in the order a parcel usually meets them. */
export const ORDER_STATUS_KEYS = [
  'uploading', 'uploaded', 'onPointIn', 'onWay', 'onPointOut', 'readyForRecipient', 'delivering',
  'delivered', 'returnedFromDelivery', 'partialReturn', 'returnReady', 'returning', 'returned',
  'uploadingError', 'deliveryCanceled', 'problem', 'lost', 'unknown', 'notApplicable',
] as const;
export type OrderStatusKey = (typeof ORDER_STATUS_KEYS)[number];

export const SCHEMA_FIELD_TYPES = ['array', 'bool', 'boolean', 'float', 'integer', 'other'] as const;
