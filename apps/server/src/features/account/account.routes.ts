import {
  ChangeEmailSchema,
  ConfirmedEmailSchema,
  EmailLinkSchema,
  LinkSentSchema,
} from '@pet-adoption/shared';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../lib/error-responses';
import type { Guards } from '../../plugins/auth';
import type { AccountMailer } from './account-mail';
import {
  confirmAddress,
  confirmAddressChange,
  requestAddressChange,
  resendConfirmation,
} from './account.service';

interface AccountRouteOptions {
  db: Database;
  guards: Guards;
  mailer: AccountMailer;
}

/**
 * The e-mailed links that confirm an address. Following one needs no sign-in (it is often opened
 * on another device); asking for one does, and counts against the person's allowance.
 */
export const accountRoutes: FastifyPluginCallbackZod<AccountRouteOptions> = (
  app,
  { db, guards, mailer },
  done,
) => {
  const { requireUser, currentUser } = guards;

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
    (request) => requestAddressChange(db, mailer, currentUser(request).id, request.body.email),
  );

  app.post(
    '/account/confirm-email',
    {
      schema: {
        summary: 'Follow a change link: the account takes the new address, the old one is told',
        tags: ['account'],
        body: EmailLinkSchema,
        response: { 200: ConfirmedEmailSchema, ...errorResponses },
      },
    },
    (request) => confirmAddressChange(db, mailer, request.body.token),
  );

  done();
};
