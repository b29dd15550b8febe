import { describe, expect, it } from 'vitest';
import { paymentHref } from './payment-link';

describe('paymentHref', () => {
  it('resolves the demo page against the API host, or the console\'s own host when the API is there', () => {
    expect(paymentHref('/v1/demo/payments/abc', '', 'http://localhost:8080')).toBe('http://localhost:8080/v1/demo/payments/abc');
    expect(paymentHref('/v1/demo/payments/abc', 'https://api.example.com', 'https://console.example.com'))
      .toBe('https://api.example.com/v1/demo/payments/abc');
  });

  it('keeps a provider\'s absolute page, and offers nothing without one or for a script address', () => {
    expect(paymentHref('https://pay.example.com/x?i=1', '', 'http://localhost')).toBe('https://pay.example.com/x?i=1');
    expect(paymentHref(null, '', 'http://localhost')).toBeNull();
    expect(paymentHref('javascript:alert(1)', '', 'http://localhost')).toBeNull();
  });
});
