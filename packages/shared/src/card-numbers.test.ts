import { describe, expect, it } from 'vitest';
import { isExpiryPast, isLuhnValid, parseExpiry } from './card-numbers';
import { TEST_CARDS } from './test-cards';

describe('card fields of the test provider', () => {
  it('knows the Luhn checksum', () => {
    expect(isLuhnValid('4242 4242 4242 4242')).toBe(true);
    expect(isLuhnValid('4242-4242-4242-4241')).toBe(false);
    expect(isLuhnValid('1234')).toBe(false);
    for (const card of TEST_CARDS) expect(isLuhnValid(card.number), card.number).toBe(true);
  });

  it('reads MM/YY expiries and knows when they are past', () => {
    expect(parseExpiry('04/31')).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry(' 12 / 30 ')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('4/30')).toBeNull();
    const now = new Date(2030, 5, 15);
    expect(isExpiryPast({ month: 6, year: 2030 }, now)).toBe(false);
    expect(isExpiryPast({ month: 5, year: 2030 }, now)).toBe(true);
    expect(isExpiryPast({ month: 12, year: 2029 }, now)).toBe(true);
  });
});
