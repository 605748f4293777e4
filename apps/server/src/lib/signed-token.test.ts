import { describe, expect, it } from 'vitest';
import { signedTokens } from './signed-token';

const SECRET = 'a-secret-long-enough-for-the-tests-0123456789';

describe('signed tokens', () => {
  const tokens = signedTokens('pet-adoption test v1');

  it('carry their values back, and nothing for a changed or foreign token', () => {
    const token = tokens.sign(SECRET, ['user-1', ['a', 'b']]);
    expect(tokens.verify(SECRET, token, 2)).toEqual(['user-1', ['a', 'b']]);
    expect(tokens.verify(SECRET, token, 3)).toBeUndefined();
    expect(tokens.verify('another-secret-long-enough-0123456789', token, 2)).toBeUndefined();
    expect(signedTokens('pet-adoption other v1').verify(SECRET, token, 2)).toBeUndefined();

    const [payload, signature] = token.split('.');
    const changed = Buffer.from(JSON.stringify(['user-2', ['a', 'b']])).toString('base64url');
    expect(tokens.verify(SECRET, `${changed}.${signature}`, 2)).toBeUndefined();
    expect(tokens.verify(SECRET, `${payload}.${signature}.x`, 2)).toBeUndefined();
    expect(tokens.verify(SECRET, 'not a token', 2)).toBeUndefined();
  });
});
