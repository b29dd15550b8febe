import { describe, expect, it } from 'vitest';
import { classifyAnswer, type Answer } from './classify-answer';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);
const json = (status: number, body: unknown, retryAfter: string | null = null): Answer => ({
  kind: 'http', status, contentType: 'application/json; charset=utf-8', body, retryAfter,
});

describe('classifyAnswer', () => {
  it('accepts the API JSON of a success', () => {
    expect(classifyAnswer(json(200, { id: 'a', version: 3 }), NOW)).toEqual({ outcome: 'accepted', body: { id: 'a', version: 3 } });
    expect(classifyAnswer(json(201, { id: 'a' }), NOW).outcome).toBe('accepted');
    expect(classifyAnswer({ kind: 'http', status: 204, contentType: '', body: undefined, retryAfter: null }, NOW).outcome).toBe('accepted');
  });

  it('retries network failures, timeouts, 408, 429 and 5xx, honouring Retry-After', () => {
    expect(classifyAnswer({ kind: 'network', message: 'Failed to fetch' }, NOW).outcome).toBe('retry');
    for (const status of [408, 500, 502, 503, 504]) expect(classifyAnswer(json(status, {}), NOW).outcome).toBe('retry');
    expect(classifyAnswer(json(429, { code: '042901' }, '30'), NOW)).toMatchObject({ outcome: 'retry', notBeforeMs: 30_000 });
    expect(classifyAnswer(json(503, {}, new Date(NOW + 7000).toUTCString()), NOW)).toMatchObject({ outcome: 'retry', notBeforeMs: 7000 });
  });

  it('retries a 429 that does not say when, as soon as the backoff allows: a queued change is never dropped', () => {
    expect(classifyAnswer(json(429, { code: '042901' }), NOW)).toMatchObject({ outcome: 'retry', notBeforeMs: 0 });
    expect(classifyAnswer(json(429, { code: '042901' }, 'soon'), NOW)).toMatchObject({ outcome: 'retry', notBeforeMs: 0 });
  });

  it('does not count a captive portal page as delivered', () => {
    const portal: Answer = { kind: 'http', status: 200, contentType: 'text/html', body: '<html>Wi-Fi login</html>', retryAfter: null };
    expect(classifyAnswer(portal, NOW).outcome).toBe('retry');
  });

  it('pauses for login on 401 and on code 040101 whatever the status', () => {
    expect(classifyAnswer(json(401, { code: '040101' }), NOW).outcome).toBe('pause-for-login');
    expect(classifyAnswer(json(200, { code: '040101', message: 'x' }), NOW).outcome).toBe('pause-for-login');
  });

  it('retries while the first request with the key is still running', () => {
    expect(classifyAnswer(json(409, { code: '040909' }), NOW).outcome).toBe('retry');
  });

  it('takes "already cancelled" as done: the server already is where the user wanted it', () => {
    expect(classifyAnswer(json(409, { code: '040081', message: 'already cancelled' }), NOW).outcome).toBe('accepted');
  });

  it('rejects what the server refuses, keeping its message and field errors', () => {
    const body = { code: '040001', message: 'Invalid request data', description: 'Check the form', errors: [{ field: 'recipient.phone', message: 'Please enter value' }] };
    expect(classifyAnswer(json(400, body), NOW)).toEqual({
      outcome: 'rejected',
      error: { status: 400, code: '040001', message: 'Invalid request data', description: 'Check the form', errors: body.errors },
    });
    for (const status of [403, 404, 409, 410, 422]) expect(classifyAnswer(json(status, { code: 'x', message: 'm' }), NOW).outcome).toBe('rejected');
  });

  it('rejects a 2xx that carries an error code, as the spec success rule says', () => {
    expect(classifyAnswer(json(202, { code: '040088', message: 'failed at the service' }), NOW).outcome).toBe('rejected');
  });
});
