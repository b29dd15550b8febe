import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { ApiError } from '../contract/http/api-error';
import { apiEvents, type ToastEvent } from './api-events';
import { reportApiError } from './report-api-error';

const toasts: ToastEvent[] = [];
let relogins = 0;

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  apiEvents.onToast((toast) => toasts.push(toast));
  apiEvents.onRelogin(() => relogins++);
});

/** What one report shows: the toasts and prompts it raised, and the text it returned. */
function shown(error: ApiError) {
  const [toastsBefore, reloginsBefore] = [toasts.length, relogins];
  const text = reportApiError(error);
  return { text, toasts: toasts.slice(toastsBefore), relogins: relogins - reloginsBefore };
}

describe('reportApiError', () => {
  it('asks to log in again on 040101, with no toast', () => {
    const error = new ApiError('http', 401, '[GET] "/v1/app/shops": 401', { code: '040101', message: 'invalidSecurityKey' });
    expect(shown(error)).toEqual({ text: error.message, toasts: [], relogins: 1 });
  });

  it('toasts a refusal on a 2xx for 5 s: description, message, else "Unknown error"', () => {
    expect(shown(new ApiError('api', 202, 'm', { code: '040088', message: 'm', description: 'd' })).toasts).toEqual([{ text: 'd', durationMs: 5000 }]);
    expect(shown(new ApiError('api', 202, 'API error', { code: '040088' }))).toEqual({ text: 'Unknown error', toasts: [{ text: 'Unknown error', durationMs: 5000 }], relogins: 0 });
  });

  it("toasts an HTTP error or a lost network for 6 s, falling back to the client's message", () => {
    expect(shown(new ApiError('http', 400, 'client', { code: '040001', message: 'Invalid request data' })).toasts).toEqual([{ text: 'Invalid request data', durationMs: 6000 }]);
    expect(shown(new ApiError('network', 0, '[GET] "/v1/app/shops": <no response> Failed to fetch')).toasts)
      .toEqual([{ text: '[GET] "/v1/app/shops": <no response> Failed to fetch', durationMs: 6000 }]);
  });
});
