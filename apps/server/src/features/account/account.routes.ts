import {
  ChangeEmailSchema,
  ConfirmedEmailSchema,
  EmailLinkSchema,
  LinkSentSchema,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { addressKey } from '../../lib/address-key';
import { errorResponses } from '../../lib/error-responses';
import { HttpError } from '../../lib/errors';
import type { Guards } from '../../plugins/auth';
import type { AccountMailer } from './account-mail';
import {
  confirmAddress,
  confirmAddressChange,
  requestAddressChange,
  resendConfirmation,
  revertAddressChange,
} from './account.service';

interface AccountRouteOptions {
  db: Database;
  guards: Guards;
  mailer: AccountMailer;
  /** The identity library's own check of a password against its stored hash. */
  verifyPassword: (hash: string, password: string) => Promise<boolean>;
  /** Wrong current passwords count as sign-in guesses do (decision 019): the sign-in throttle. */
  signInThrottle: GuessThrottle;
}

interface GuessThrottle {
  admit(email: string, client: string): Promise<{ message: string } | undefined>;
  succeeded(email: string, client: string): Promise<void>;
}

/**
 * The e-mailed links that confirm an address. Following one needs no sign-in (it is often opened
 * on another device); asking for one does, and counts against the person's allowance.
 */
export const accountRoutes: FastifyPluginCallbackZod<AccountRouteOptions> = (
  app,
  { db, guards, mailer, verifyPassword, signInThrottle },
  done,
) => {
  const { requireUser, currentUser, currentSession, optionalUser } = guards;

  app.post(
    '/account/verification-email',
    {
      onRequest: requireUser,
      config: { userLimit: 'accountEmails' },
      schema: {
        summary: 'E-mail the caller a new link that confirms their address (24 hours, once)',
        tags: ['account'],
        response: { 200: LinkSentSchema, ...errorResponses },
      },
    },
    (request) => resendConfirmation(db, mailer, currentUser(request).id),
  );

  app.post(
    '/account/verify-email',
    {
      schema: {
        summary: 'Follow a confirmation link: its address is confirmed (no sign-in needed)',
        tags: ['account'],
        body: EmailLinkSchema,
        response: { 200: ConfirmedEmailSchema, ...errorResponses },
      },
    },
    (request) => confirmAddress(db, request.body.token),
  );

  app.post(
    '/account/change-email',
    {
      onRequest: requireUser,
      config: { userLimit: 'accountEmails' },
      schema: {
        summary: 'Ask to move the caller’s account to a new address: a link goes there',
        tags: ['account'],
        body: ChangeEmailSchema,
        response: { 200: LinkSentSchema, ...errorResponses },
      },
    },
    (request) => {
      const user = currentUser(request);
      const client = addressKey(request.ip);
      return requestAddressChange(db, mailer, user.id, request.body.email, {
        currentPassword: request.body.currentPassword,
        signedInAt: currentSession(request).startedAt,
        verifyPassword,
        admitGuess: async () => {
          const refusal = await signInThrottle.admit(user.email, client);
          return refusal && new HttpError(429, 'RATE_LIMITED', refusal.message);
        },
        guessedRight: () => signInThrottle.succeeded(user.email, client),
      });
    },
  );

  app.post(
    '/account/confirm-email',
    {
      schema: {
        summary:
          'Follow a change link (a POST from its page): the account takes the new address, its other sign-ins end, the old address is told',
        tags: ['account'],
        body: EmailLinkSchema,
        response: { 200: ConfirmedEmailSchema, ...errorResponses },
      },
    },
    async (request) => {
      // The device confirming it, when it is signed in to this account, stays signed in.
      const user = await optionalUser(request).catch(() => null);
      return confirmAddressChange(
        db,
        mailer,
        request.body.token,
        user === null ? null : currentSession(request).id,
      );
    },
  );

  app.post(
    '/account/revert-email',
    {
      schema: {
        summary:
          'Follow the old address’s link (7 days): the account goes back to it and every sign-in ends',
        tags: ['account'],
        body: EmailLinkSchema,
        response: { 200: ConfirmedEmailSchema, ...errorResponses },
      },
    },
    (request) => revertAddressChange(db, request.body.token),
  );

  done();
};
