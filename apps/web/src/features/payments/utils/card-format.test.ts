import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format';

describe('card formatting', () => {
  it('groups the card number in fours and drops anything but digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
    expect(formatCardNumber('1'.repeat(25))).toHaveLength(19 + 4);
  });

  it('writes the expiry as MM/YY while typing, and lets the slash be deleted', () => {
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('1230', '')).toBe('12/30');
    expect(formatExpiry('4', '')).toBe('04/');
    expect(formatExpiry('12', '12/')).toBe('12');
    expect(formatExpiry('12/345', '12/34')).toBe('12/34');
  });

  it('keeps at most four CVC digits', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });
});
