import {
  Backoff,
  memoryRateLimitStore,
  RateLimiter,
  type RateLimitStore,
} from '../../lib/rate-limiter';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** Wrong passwords one client may try on one account before it has to wait. */
export const FREE_TRIES = 5;
/** Then 1 s, 2 s, 4 s … between tries, at most a minute (decision 019). */
const DELAYS_MS = [
  ...Array.from({ length: FREE_TRIES - 1 }, () => 0),
  ...[1, 2, 4, 8, 16, 32, 60].map((seconds) => seconds * SECOND),
];
/** A client that stops trying for this long starts afresh. */
const CLIENT_IDLE_MS = 60 * MINUTE;

/**
 * Tries on one account from all clients together in ACCOUNT_WINDOW_MS. One client alone, slowed
 * as above, makes about 25 in that time, so only an attack from several addresses reaches it.
 */
export const ACCOUNT_MAX_ATTEMPTS = 50;
const ACCOUNT_WINDOW_MS = 15 * MINUTE;
/** How long an address where an account signed in stays exempt from the account's cap. */
const KNOWN_CLIENT_MS = 30 * DAY;

/** "8 seconds", "1 minute", "12 minutes": whole units, rounded up, like Retry-After. */
function duration(seconds: number) {
  if (seconds < 120) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** Why a password check is not made yet, and when it will be (for Retry-After). */
export interface Refusal {
  seconds: number;
  message: string;
}

const clientRefusal = (seconds: number): Refusal => ({
  seconds,
  message: `Too many wrong passwords for this account from here. Please wait ${duration(seconds)} and try again.`,
});
const accountRefusal = (seconds: number): Refusal => ({
  seconds,
  message: `This account has had too many wrong passwords from many places. Please wait ${duration(seconds)}, or sign in from where you have signed in before.`,
});

interface SignInThrottleOptions {
  store?: RateLimitStore;
  now?: () => number;
}

/**
 * Slows password guessing without locking the owner out (decision 019): each client (address)
 * waits growing delays on each account it gets wrong, and an account tried from many addresses
 * is closed for a while to every address except those it has signed in from.
 */
export class SignInThrottle {
  private readonly perClient: Backoff;
  private readonly perAccount: RateLimiter;
  private readonly store: RateLimitStore;

  constructor({ now = Date.now, store = memoryRateLimitStore(now) }: SignInThrottleOptions = {}) {
    this.store = store;
    this.perClient = new Backoff({
      name: 'sign-in-client',
      delaysMs: DELAYS_MS,
      idleMs: CLIENT_IDLE_MS,
      store,
      now,
    });
    this.perAccount = new RateLimiter(ACCOUNT_MAX_ATTEMPTS, ACCOUNT_WINDOW_MS, {
      name: 'sign-in-account',
      store,
      now,
    });
  }

  /**
   * Lets a password check for `email` from `ip` go ahead, counted as a failure until
   * `succeeded` says otherwise; or says why not and for how long. Counting before the check is
   * what stops a burst of parallel guesses.
   */
  async admit(email: string, ip: string): Promise<Refusal | undefined> {
    const client = await this.perClient.attempt(clientKey(email, ip));
    if (!client.allowed) return clientRefusal(client.seconds);
    // Counted only once the client's own wait is over: one client hammering away cannot fill the
    // account's allowance with refused tries and so close the account to everyone else.
    if (!(await this.perAccount.take(email)) && !(await this.isKnown(email, ip))) {
      const seconds = Math.max(await this.perAccount.secondsLeft(email), client.seconds);
      return accountRefusal(seconds);
    }
    return undefined;
  }

  /** The password was right: this client starts afresh, and is known to this account. */
  async succeeded(email: string, ip: string): Promise<void> {
    const key = knownKey(email, ip);
    await this.perClient.reset(clientKey(email, ip));
    await this.store.delete(key);
    await this.store.increment(key, KNOWN_CLIENT_MS);
  }

  private async isKnown(email: string, ip: string) {
    return (await this.store.get(knownKey(email, ip))) !== undefined;
  }
}

const clientKey = (email: string, ip: string) => `${email}|${ip}`;
const knownKey = (email: string, ip: string) => `sign-in-known:${email}|${ip}`;
