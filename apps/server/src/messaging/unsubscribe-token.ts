import { createHmac, timingSafeEqual } from 'node:crypto';
import { type NotificationKind, NotificationKindSchema } from '@pet-adoption/shared';

/** Its own key, derived from AUTH_SECRET, so this token never verifies as anything else. */
const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('pet-adoption unsubscribe v1').digest();

const mac = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

/**
 * The token of an e-mail's one-click unsubscribe: who and which kind, signed, so the link works
 * without signing in and cannot be changed to turn off someone else's e-mail.
 */
export function signUnsubscribeToken(secret: string, userId: string, kind: NotificationKind) {
  const payload = Buffer.from(JSON.stringify([userId, kind])).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** Whom and which kind the token names, or undefined for anything but a token we signed. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: NotificationKind } | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (payload === undefined || signature === undefined || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [userId, kind] = parsed as unknown[];
    const knownKind = NotificationKindSchema.safeParse(kind);
    if (typeof userId !== 'string' || !knownKind.success) return undefined;
    return { userId, kind: knownKind.data };
  } catch {
    return undefined;
  }
}
