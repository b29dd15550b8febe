import { describe, expect, it } from 'vitest';
import { apiErrorText, httpErrorText } from './response-rules';

// The success rule and the 040101 code moved to the HTTP core: src/contract/http/success-rule.test.ts.
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
});
