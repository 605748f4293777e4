import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid, MAX_SAVED_SEARCHES } from '@pet-adoption/shared';

/** Its own key, derived from AUTH_SECRET, so this token never verifies as any other. */
const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('pet-adoption saved-search unsubscribe v1').digest();

const mac = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export interface AlertUnsubscribe {
  userId: string;
  /** The saved searches whose alert the e-mail was. */
  searchIds: string[];
}

/**
 * The token of an alert e-mail's one-click unsubscribe: the person and the searches it matched,
 * signed, so the link pauses exactly those searches without signing in and cannot be changed
 * to pause someone else's. It does not expire: an old e-mail's link still stops its alerts.
 */
export function signAlertToken(secret: string, { userId, searchIds }: AlertUnsubscribe) {
  const payload = Buffer.from(JSON.stringify([userId, searchIds])).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The person and searches the token names, or undefined for anything but a token we signed. */
export function verifyAlertToken(secret: string, token: string): AlertUnsubscribe | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (payload === undefined || signature === undefined || rest.length > 0) return undefined;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [userId, searchIds] = parsed as unknown[];
    if (typeof userId !== 'string' || !Array.isArray(searchIds)) return undefined;
    const ids = searchIds.filter((id): id is string => typeof id === 'string' && isUuid(id));
    if (ids.length === 0 || ids.length > MAX_SAVED_SEARCHES) return undefined;
    return { userId, searchIds: ids };
  } catch {
    return undefined;
  }
}
