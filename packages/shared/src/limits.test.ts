import { describe, expect, it } from 'vitest';
import { waitPhrase } from './limits';

describe('waitPhrase', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [59 * 60, '59 minutes'],
    [59 * 60 + 1, '1 hour'],
    [60 * 60, '1 hour'],
    [60 * 60 + 1, '2 hours'],
  ])('says %i s as "%s", rounded up', (seconds, phrase) => {
    expect(waitPhrase(seconds)).toBe(phrase);
  });
});
