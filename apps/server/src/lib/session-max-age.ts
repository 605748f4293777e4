/**
 * A session lives at most this long from its sign-in, however often it is used: better-auth
 * slides its expiry forward on use, so without this bound a stolen cookie would never die.
 */
export const SESSION_MAX_AGE_DAYS = 30;

/** Sessions created before this instant have outlived their absolute lifetime. */
export const oldestLiveSessionStart = (now = new Date()) =>
  new Date(now.getTime() - SESSION_MAX_AGE_DAYS * 24 * 60 * 60 * 1000);

export const sessionOutlived = (createdAt: Date, now = new Date()) =>
  createdAt.getTime() <= oldestLiveSessionStart(now).getTime();
