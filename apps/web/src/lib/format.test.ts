import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from './format';

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

describe('formatDate and formatDateTime', () => {
  it('write a day, and a day with its time, as en-GB does', () => {
    expect(formatDate('2026-11-23')).toBe('23 Nov 2026');
    const iso = '2026-11-23T14:05:00.000Z';
    const expected = new Date(iso).toLocaleString('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(formatDateTime(iso)).toBe(expected);
    // The same formatter serves the next call.
    expect(formatDateTime('2025-01-02T03:04:00.000Z')).toBe(
      new Date('2025-01-02T03:04:00.000Z').toLocaleString('en-GB', {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    );
  });

  it('write every month, day and time of day as Intl does for en-GB', () => {
    const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
    const dayAndTime = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    for (let month = 0; month < 12; month++) {
      for (const [date, hours, minutes] of [
        [1, 0, 0],
        [9, 9, 5],
        [28, 23, 59],
      ] as const) {
        const local = new Date(2026, month, date, hours, minutes);
        const calendarDay = `2026-${String(month + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
        expect(formatDate(calendarDay)).toBe(day.format(local));
        expect(formatDateTime(local.toISOString())).toBe(dayAndTime.format(local));
      }
    }
  });

  it('leave text that is not a date as it is', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDateTime('not a time')).toBe('not a time');
  });
});
