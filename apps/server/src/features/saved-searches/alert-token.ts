import { isUuid, MAX_SAVED_SEARCHES } from '@pet-adoption/shared';
import { signedTokens } from '../../lib/signed-token';

const tokens = signedTokens('pet-adoption saved-search unsubscribe v1');

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
export const signAlertToken = (secret: string, { userId, searchIds }: AlertUnsubscribe) =>
  tokens.sign(secret, [userId, searchIds]);

/** The person and searches the token names, or undefined for anything but a token we signed. */
export function verifyAlertToken(secret: string, token: string): AlertUnsubscribe | undefined {
  const [userId, searchIds] = tokens.verify(secret, token, 2) ?? [];
  if (typeof userId !== 'string' || !Array.isArray(searchIds)) return undefined;
  const ids = searchIds.filter((id): id is string => typeof id === 'string' && isUuid(id));
  if (ids.length === 0 || ids.length > MAX_SAVED_SEARCHES) return undefined;
  return { userId, searchIds: ids };
}
