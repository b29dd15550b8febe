import { describe, expect, it } from 'vitest';
import { apiErrorText, httpErrorText, isInvalidSecurityKey, isSuccessResponse } from './response-rules';

describe('the success rule of spec section 8', () => {
  it('counts a body without code as success whatever the 2xx', () => {
    expect(isSuccessResponse(201, { id: 1 })).toBe(true);
    expect(isSuccessResponse(204, undefined)).toBe(true);
  });
  it('counts HTTP 200 as success even with a code field', () => {
    expect(isSuccessResponse(200, { code: '000000', message: 'ok' })).toBe(true);
  });
  it('fails a non-200 answer whose body has a code', () => {
    expect(isSuccessResponse(202, { code: '040001', message: 'bad' })).toBe(false);
  });
});

describe('toast texts', () => {
  it('prefers description, then message, then the fallback', () => {
    expect(apiErrorText({ code: '1', message: 'm', description: 'd' }, 'Unknown error')).toBe('d');
    expect(apiErrorText({ code: '1', message: 'm' }, 'Unknown error')).toBe('m');
    expect(apiErrorText({ code: '1' }, 'Unknown error')).toBe('Unknown error');
    expect(apiErrorText('<html>', 'Unknown error')).toBe('Unknown error');
  });
  it("falls back to the client's own message for HTTP errors", () => {
    expect(httpErrorText(undefined, '[GET] /v1/x: 502 Bad Gateway')).toBe('[GET] /v1/x: 502 Bad Gateway');
    expect(httpErrorText({ message: 'Server busy' }, 'client')).toBe('Server busy');
  });
  it('recognises the invalid security key code only', () => {
    expect(isInvalidSecurityKey({ code: '040101' })).toBe(true);
    expect(isInvalidSecurityKey({ code: '040304' })).toBe(false);
    expect(isInvalidSecurityKey(null)).toBe(false);
  });
});
