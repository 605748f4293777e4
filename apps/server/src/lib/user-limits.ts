import { type UserLimitedAction, userLimitMessage } from '@pet-adoption/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RateLimiter, type RateLimitStore } from './rate-limiter';
import { spendAllowance } from './spend-allowance';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts each request to this route against the signed-in user's allowance (429 past it). */
    userLimit?: UserLimitedAction;
  }
}

export interface Allowance {
  max: number;
  windowMs: number;
}

export interface UserLimits {
  /** Per signed-in user: at most `max` requests in each window of `windowMs`. */
  allowances: Record<UserLimitedAction, Allowance>;
  /** The stored bytes of each account's uploads together. */
  uploadQuotaBytes: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Far above what a shelter or a donor does by hand (a busy shelter lists a few dozen pets on a
 * good day), far below what a script does: every one of these writes rows, and a payment intent
 * with Stripe is a real PaymentIntent (a card tester's tool), an upload seconds of CPU. Changes
 * and deletions (every PATCH and DELETE, whatever it changes) empty the listing and page caches
 * for everyone, so a script repeating one would keep every visitor off the caches.
 */
export const USER_LIMITS: UserLimits = {
  allowances: {
    paymentIntents: { max: 20, windowMs: 10 * MINUTE },
    // Recording a gift or an adoption fee asks the card processor about the payment each time,
    // also for a transaction id already recorded: twice the intents, since a retry records again.
    paymentRecords: { max: 40, windowMs: 10 * MINUTE },
    pets: { max: 30, windowMs: HOUR },
    campaigns: { max: 10, windowMs: HOUR },
    adoptionRequests: { max: 20, windowMs: HOUR },
    uploads: { max: 60, windowMs: HOUR },
    updates: { max: 120, windowMs: HOUR },
    deletions: { max: 60, windowMs: HOUR },
    // Each one e-mails someone: a re-sent link, a change of address.
    accountEmails: { max: 5, windowMs: HOUR },
    // A heart pressed on every card of a long scroll, and pressed again.
    favorites: { max: 300, windowMs: HOUR },
  },
  // About a thousand pictures at the sizes the server stores.
  uploadQuotaBytes: 200 * 1024 * 1024,
};

export type UserLimiters = Record<UserLimitedAction, RateLimiter>;

export function createUserLimiters(
  allowances: UserLimits['allowances'],
  store?: RateLimitStore,
): UserLimiters {
  const entries = Object.entries(allowances) as [UserLimitedAction, Allowance][];
  return Object.fromEntries(
    entries.map(([action, { max, windowMs }]) => [
      action,
      new RateLimiter(max, windowMs, { name: `user-${action}`, store }),
    ]),
  ) as UserLimiters;
}

/**
 * A preHandler for every route whose config names a `userLimit`: it runs after the route's
 * guard, so it counts by the signed-in user's id, which a client cannot change the way it can
 * change its address.
 */
export function registerUserLimits(
  app: FastifyInstance,
  limiters: UserLimiters,
  currentUser: (request: FastifyRequest) => { id: string },
) {
  app.addHook('preHandler', async (request, reply) => {
    const action = request.routeOptions.config.userLimit;
    if (action === undefined) return;
    await spendAllowance(reply, limiters[action], currentUser(request).id, (seconds) =>
      userLimitMessage(action, seconds),
    );
  });
}
