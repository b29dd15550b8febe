import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, refusalError, toApiError } from './api-error';
import { createWireFetch } from './wire-fetch';

const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** What ofetch throws when the network answers `response` (or fails with `failure`). */
async function thrownFor(answer: () => Response | Promise<Response>): Promise<unknown> {
  vi.stubGlobal('fetch', async () => answer());
  return createWireFetch({ baseUrl: 'http://api.test', token: () => 't', lang: () => 'ru' })('/v1/app/shops').catch((e: unknown) => e);
}

describe('toApiError', () => {
  it('parses the error envelope of an HTTP error', async () => {
    const body = { code: '040001', message: 'Invalid request data', description: 'Check the form', errors: [{ field: 'name', message: 'Please enter value' }] };
    const error = toApiError(await thrownFor(() => Response.json(body, { status: 400 })), NOW);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 400, code: '040001', body, retryAfterSeconds: undefined });
    expect([error.isOffline, error.isExpiredToken, error.worthRetrying]).toEqual([false, false, false]);
  });

  it('keeps the client message when the body is not the envelope', async () => {
    const error = toApiError(await thrownFor(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })), NOW);
    expect(error).toMatchObject({ kind: 'http', status: 502, body: undefined, code: undefined });
    expect(error.message).toContain('502');
    expect(error.worthRetrying).toBe(true);
  });

  it('reads Retry-After in seconds or as a date', async () => {
    const limited = (retryAfter: string) => () => Response.json({ code: '042901', message: 'Too many' }, { status: 429, headers: { 'Retry-After': retryAfter } });
    expect(toApiError(await thrownFor(limited('120')), NOW).retryAfterSeconds).toBe(120);
    expect(toApiError(await thrownFor(limited(new Date(NOW + 30_000).toUTCString())), NOW).retryAfterSeconds).toBe(30);
  });

  it('recognises 040101 whatever the status', async () => {
    const error = toApiError(await thrownFor(() => Response.json({ code: '040101', message: 'invalidSecurityKey' }, { status: 401 })), NOW);
    expect(error.isExpiredToken).toBe(true);
    expect(refusalError(202, { code: '040101', message: 'x' }).isExpiredToken).toBe(true);
  });

  it('tells no network from a timeout, both offline and worth retrying', async () => {
    const offline = toApiError(await thrownFor(() => Promise.reject(new TypeError('Failed to fetch'))), NOW);
    expect(offline).toMatchObject({ kind: 'network', status: 0, isOffline: true, worthRetrying: true });

    vi.useFakeTimers();
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => new Promise((_resolve, reject) => {
      init.signal!.addEventListener('abort', () => reject(init.signal!.reason));
    }));
    const call = createWireFetch({ baseUrl: 'http://api.test', token: () => null, lang: () => 'ru' })('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(toApiError(await call, NOW)).toMatchObject({ kind: 'timeout', isOffline: true, worthRetrying: true });
  });

  it('takes any other throw as a lost network, and an ApiError as it is', () => {
    expect(toApiError(new Error('reset'), NOW)).toMatchObject({ kind: 'network', message: 'reset' });
    const refusal = refusalError(202, { code: '040088', message: 'failed at the service' });
    expect(toApiError(refusal, NOW)).toBe(refusal);
  });
});

describe('refusalError', () => {
  it('is the API kind with the envelope message', () => {
    expect(refusalError(202, { code: '040088', message: 'failed at the service' })).toMatchObject({ kind: 'api', status: 202, code: '040088', message: 'failed at the service' });
    expect(refusalError(201, { code: '040088' }).message).toBe('API error');
  });
});

describe('worthRetrying', () => {
  it('retries a 5xx and a 429 that says when, never a plain 429 or a 4xx', () => {
    expect(new ApiError('http', 500, 'x').worthRetrying).toBe(true);
    expect(new ApiError('http', 429, 'x', undefined, 30).worthRetrying).toBe(true);
    expect(new ApiError('http', 429, 'x').worthRetrying).toBe(false);
    expect(new ApiError('http', 404, 'x').worthRetrying).toBe(false);
    expect(new ApiError('api', 202, 'x').worthRetrying).toBe(false);
  });
});
