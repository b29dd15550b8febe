import { describe, expect, it } from 'vitest';
import { asEnvelope, errorCodeOf, isApiJson, isExpiredToken, isLoginRefused, isSuccessResponse } from './success-rule';

describe('the success rule of spec section 8', () => {
  it('counts a body without code as success whatever the 2xx', () => {
    expect(isSuccessResponse(201, { id: 1 })).toBe(true);
    expect(isSuccessResponse(204, undefined)).toBe(true);
    expect(isSuccessResponse(202, 'text')).toBe(true);
  });
  it('counts HTTP 200 as success even with a code field', () => {
    expect(isSuccessResponse(200, { code: '000000', message: 'ok' })).toBe(true);
  });
  it('fails a non-200 answer whose body has a code field, of any type', () => {
    expect(isSuccessResponse(202, { code: '040001', message: 'bad' })).toBe(false);
    expect(isSuccessResponse(201, { code: 7 })).toBe(false);
    expect(isSuccessResponse(500, { code: '050001', message: 'Internal error' })).toBe(false);
  });
});

describe('the error envelope', () => {
  it('reads an object body as an envelope and anything else as none', () => {
    expect(asEnvelope({ code: '040001', message: 'm' })).toEqual({ code: '040001', message: 'm' });
    expect(asEnvelope('<html>')).toBeUndefined();
    expect(asEnvelope(null)).toBeUndefined();
  });
  it('takes a code only when it is a string', () => {
    expect(errorCodeOf({ code: '040404' })).toBe('040404');
    expect(errorCodeOf({ code: 404 })).toBeUndefined();
    expect(errorCodeOf(undefined)).toBeUndefined();
  });
});

describe('the expired token', () => {
  it('recognises code 040101 only, whatever the status', () => {
    expect(isExpiredToken({ code: '040101' })).toBe(true);
    expect(isExpiredToken({ code: '040304' })).toBe(false);
    expect(isExpiredToken(null)).toBe(false);
  });
  it('counts a bare 401 as a refused login too', () => {
    expect(isLoginRefused(401, '<html>Unauthorized</html>')).toBe(true);
    expect(isLoginRefused(200, { code: '040101', message: 'x' })).toBe(true);
    expect(isLoginRefused(403, { code: '040301', message: 'forbidden' })).toBe(false);
  });
});

describe('the API JSON', () => {
  it('tells JSON from a portal page', () => {
    expect(isApiJson('application/json; charset=utf-8')).toBe(true);
    expect(isApiJson('text/html')).toBe(false);
    expect(isApiJson('')).toBe(false);
  });
});
