import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

describe('formatMoney', () => {
  it('writes dollars as Intl does for en-US, leaving out .00', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const dollars of [0, 5, 7.5, 19.99, 125.5, 350, 1200, 4800.01, 10_000_000, 1234567.89]) {
      expect(formatMoney(dollars)).toBe(intl.format(dollars).replace(/\.00$/, ''));
    }
  });

  it('rounds to the cent and keeps a minus sign', () => {
    expect(formatMoney(0.125)).toBe('$0.13');
    expect(formatMoney(1999.999)).toBe('$2,000');
    expect(formatMoney(-42.5)).toBe('-$42.50');
  });
});
