import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens that carry a few values in the clear and are signed, for links that must work without
 * signing in (an e-mail's one-click unsubscribe) and cannot be changed to name someone else:
 * the values as base64url JSON, a dot, then their HMAC-SHA-256 under a key of the token's own,
 * derived from AUTH_SECRET by `purpose`, so a token of one purpose never verifies as another's.
 * They do not expire: whatever they name must be safe to do again.
 */
export function signedTokens(purpose: string) {
  const keyOf = (secret: string) => createHmac('sha256', secret).update(purpose).digest();
  const mac = (secret: string, payload: string) =>
    createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');
  return {
    sign(secret: string, values: unknown[]): string {
      const payload = Buffer.from(JSON.stringify(values)).toString('base64url');
      return `${payload}.${mac(secret, payload)}`;
    },
    /** The values a token we signed carries (`count` of them), else undefined; not yet checked. */
    verify(secret: string, token: string, count: number): unknown[] | undefined {
      const [payload, signature, ...rest] = token.split('.');
      if (payload === undefined || signature === undefined || rest.length > 0) return undefined;
      const expected = Buffer.from(mac(secret, payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      try {
        const values: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
        return Array.isArray(values) && values.length === count ? values : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
