import { type NotificationKind, NotificationKindSchema } from '@pet-adoption/shared';
import { signedTokens } from '../lib/signed-token';

const tokens = signedTokens('pet-adoption unsubscribe v1');

/**
 * The token of an e-mail's one-click unsubscribe: who and which kind, signed, so the link works
 * without signing in and cannot be changed to turn off someone else's e-mail.
 */
export const signUnsubscribeToken = (secret: string, userId: string, kind: NotificationKind) =>
  tokens.sign(secret, [userId, kind]);

/** Whom and which kind the token names, or undefined for anything but a token we signed. */
export function verifyUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: NotificationKind } | undefined {
  const [userId, kind] = tokens.verify(secret, token, 2) ?? [];
  const knownKind = NotificationKindSchema.safeParse(kind);
  if (typeof userId !== 'string' || !knownKind.success) return undefined;
  return { userId, kind: knownKind.data };
}
