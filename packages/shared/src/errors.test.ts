import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorsOf } from './errors';

describe('fieldErrorsOf', () => {
  it('keys each field by its dotted path, the first issue winning', () => {
    const schema = z.object({
      name: z.string().min(2, 'Too short.').regex(/^a/, 'Starts with a.'),
      address: z.object({ city: z.string('City?') }),
    });
    const result = schema.safeParse({ name: 'b', address: {} });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error?.issues ?? [])).toEqual({
      name: 'Too short.',
      'address.city': 'City?',
    });
  });

  it('puts an issue about the whole value under `whole` and lists unknown keys one by one', () => {
    const result = z.strictObject({ a: z.string() }, 'Object?').safeParse(null);
    expect(fieldErrorsOf(result.error?.issues ?? [], 'query')).toEqual({ query: 'Object?' });
    expect(
      fieldErrorsOf([{ path: ['a'], message: 'x', code: 'unrecognized_keys', keys: ['b', 'c'] }]),
    ).toEqual({ 'a.b': 'Unknown field.', 'a.c': 'Unknown field.' });
  });
});
