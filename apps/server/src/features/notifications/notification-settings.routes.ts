import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  pages,
  type NotificationSettings,
  NotificationSettingsSchema,
  UpdateNotificationSettingsSchema,
} from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { notificationSettings } from '../../db/schema';
import { errorResponses } from '../../lib/error-responses';
import { badRequest } from '../../lib/errors';
import { acceptOneClickForms } from '../../lib/request-bodies';
import { UNSUBSCRIBE_PATH } from '../../messaging/notify';
import { verifyUnsubscribeToken } from '../../messaging/unsubscribe-token';
import type { Guards } from '../../plugins/auth';

export const BAD_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid.';

async function settingsOf(db: Executor, userId: string): Promise<NotificationSettings> {
  const rows = await db
    .select({ kind: notificationSettings.kind, email: notificationSettings.email })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const email = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])) as Record<
    (typeof NOTIFICATION_KINDS)[number],
    boolean
  >;
  for (const row of rows) email[row.kind] = row.email;
  return { email };
}

async function setEmail(
  db: Executor,
  userId: string,
  changes: Partial<Record<(typeof NOTIFICATION_KINDS)[number], boolean>>,
) {
  for (const kind of NOTIFICATION_KINDS) {
    const email = changes[kind];
    if (email === undefined) continue;
    await db
      .insert(notificationSettings)
      .values({ userId, kind, email })
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.kind],
        set: { email },
      });
  }
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('"', '&quot;');

const TokenQuery = z.object({ token: z.string().max(500) });

/** The unsubscribe link's small page of its own (it is opened from an e-mail, often signed out). */
const unsubscribePage = (heading: string, bodyHtml: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pet Adoption | ${heading}</title></head><body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:40px auto;padding:0 16px;line-height:1.5;"><p><a href="/">Pet Adoption</a></p><main><h1>${heading}</h1>${bodyHtml}</main></body></html>`;

/** E-mail on or off per kind, and the one-click unsubscribe that works without signing in. */
export const notificationSettingsRoutes: FastifyPluginCallbackZod<{
  db: Database;
  guards: Guards;
  secret: string;
}> = (app, { db, guards, secret }, done) => {
  const { requireUser, currentUser } = guards;
  acceptOneClickForms(app);

  app.get(
    '/notification-settings',
    {
      onRequest: requireUser,
      schema: {
        summary: 'Which kinds of notice the caller also gets by e-mail',
        tags: ['notifications'],
        response: { 200: NotificationSettingsSchema, ...errorResponses },
      },
    },
    (request) => settingsOf(db, currentUser(request).id),
  );

  app.put(
    '/notification-settings',
    {
      onRequest: requireUser,
      config: { userLimit: 'updates' },
      schema: {
        summary: 'Turn the e-mail of kinds of notice on or off; kinds left out stay as they are',
        tags: ['notifications'],
        body: UpdateNotificationSettingsSchema,
        response: { 200: NotificationSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      await setEmail(db, userId, request.body.email);
      return settingsOf(db, userId);
    },
  );

  app.post(
    '/notification-settings/unsubscribe',
    {
      schema: {
        summary:
          'One-click unsubscribe (List-Unsubscribe-Post): turns off the e-mail of the token’s kind, without signing in',
        tags: ['notifications'],
        querystring: TokenQuery,
        response: {
          // JSON for a mail client's one-click; a page (text) for a person's button.
          200: z.union([
            z.object({ kind: z.enum(NOTIFICATION_KINDS), email: z.literal(false) }),
            z.string(),
          ]),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const named = verifyUnsubscribeToken(secret, request.query.token);
      if (!named) throw badRequest(BAD_UNSUBSCRIBE_LINK);
      await setEmail(db, named.userId, { [named.kind]: false });
      // A person pressed the page's button (their browser asks for HTML): answer them in words.
      // A mail client's one-click POST asks for nothing in particular and gets the JSON.
      if (request.headers.accept?.includes('text/html')) {
        const label = NOTIFICATION_KIND_LABELS[named.kind];
        return reply
          .type('text/html; charset=utf-8')
          .send(
            unsubscribePage(
              'You are unsubscribed',
              `<p role="status">You will no longer get e-mails for “${escapeHtml(label)}”. The notices stay in the app, and you can turn e-mails back on in <a href="${pages.settings.path}">your settings</a>.</p>`,
            ),
          );
      }
      return { kind: named.kind, email: false as const };
    },
  );

  // The link in the e-mail's text: a page with one button, so a link scanner opening it turns
  // nothing off; the button sends the same one-click POST, with or without scripts.
  app.get(
    '/notification-settings/unsubscribe',
    {
      schema: {
        summary: 'The unsubscribe link’s page: one button that confirms',
        tags: ['notifications'],
        querystring: TokenQuery,
      },
    },
    async (request, reply) => {
      const named = verifyUnsubscribeToken(secret, request.query.token);
      if (!named) throw badRequest(BAD_UNSUBSCRIBE_LINK);
      const action = `${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(request.query.token)}`;
      const label = NOTIFICATION_KIND_LABELS[named.kind];
      return reply
        .type('text/html; charset=utf-8')
        .send(
          unsubscribePage(
            'Stop these e-mails?',
            `<p>You will no longer get e-mails for “${escapeHtml(label)}”. The notices stay in the app.</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
          ),
        );
    },
  );

  done();
};
