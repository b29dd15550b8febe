import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { ApiError } from '../contract/http/api-error';
import { apiEvents, type ToastEvent } from './api-events';
import { apiRequest } from './client';

const toasts: ToastEvent[] = [];
const asked: Array<{ url: string; lang: string | null }> = [];

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  apiEvents.onToast((toast) => toasts.push(toast));
});
afterEach(() => {
  vi.unstubAllGlobals();
  toasts.length = 0;
  asked.length = 0;
});

/** The network answers every call with `status` and the JSON `body`. */
function answer(status: number, body: unknown): void {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    asked.push({ url: String(url), lang: new Headers(init.headers).get('Accept-Language') });
    return Response.json(body, { status });
  });
}

describe('apiRequest', () => {
  it('returns the body of a success, asked in the UI language', async () => {
    answer(201, { id: 7 });
    await expect(apiRequest('/v1/app/shops', { method: 'POST', body: { name: 'A' } })).resolves.toEqual({ id: 7 });
    expect(asked).toEqual([{ url: '/v1/app/shops', lang: 'en' }]);
    expect(toasts).toEqual([]);
  });

  it('rejects a 2xx with a code as the API refusal and toasts it', async () => {
    answer(202, { code: '040088', message: 'failed at the service' });
    await expect(apiRequest('/v1/app/orders/1/cancel', { method: 'POST' })).rejects.toMatchObject({ kind: 'api', status: 202, code: '040088' });
    expect(toasts).toEqual([{ text: 'failed at the service', durationMs: 5000 }]);
  });

  it('rejects an HTTP error quietly when asked to', async () => {
    answer(404, { code: '040404', message: 'Not found' });
    const failure = await apiRequest('/v1/app/user/info', { quiet: true }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 404, code: '040404' });
    expect(toasts).toEqual([]);
  });
});
