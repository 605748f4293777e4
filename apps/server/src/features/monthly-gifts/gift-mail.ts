import { GIFT_CONFIRM_HOURS, GIFT_UNDO_DAYS, pageHref } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { composeMail, type MailContent } from '../../messaging/mail-compose';
import type { NoticeMailing } from '../../messaging/notify';

/**
 * The e-mails about a change to a monthly gift, to the donor's own address: a link to confirm a
 * change asked for without signing in, and word of every change made, with a link that undoes
 * it. Like the account's e-mails they carry no unsubscribe: a donor must hear of every change to
 * what their card is charged. Written to the outbox in the change's own transaction.
 */
export interface GiftMailer {
  confirmChange(tx: Executor, donorId: string, description: string, token: string): Promise<void>;
  changed(
    tx: Executor,
    donorId: string,
    change: { what: string; manageLink: string; undoToken: string | null },
  ): Promise<void>;
}

/** Without `mailing` (an app built without e-mail) nothing is sent. */
export function createGiftMailer(mailing: NoticeMailing | undefined): GiftMailer {
  const absolute = (path: string) => `${mailing?.origin ?? ''}${path}`;
  const withToken = (path: string, token: string) =>
    absolute(`${path}?token=${encodeURIComponent(token)}`);

  async function send(
    tx: Executor,
    donorId: string,
    kind: string,
    content: Omit<MailContent, 'origin'>,
  ) {
    if (!mailing) return;
    const [donor] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, donorId));
    if (donor === undefined) return;
    await mailing.outbox.enqueue(tx, {
      userId: donorId,
      kind,
      to: donor.email,
      unsubscribeUrl: null,
      ...composeMail({ ...content, origin: mailing.origin }),
    });
  }

  return {
    confirmChange: (tx, donorId, description, token) =>
      send(tx, donorId, 'giftChangeConfirm', {
        title: 'Confirm the change to your monthly gift',
        paragraphs: [
          'Someone opened the page of your monthly gift without signing in and asked for this change:',
          description,
          `Nothing changes until you confirm it. The link works once, for ${GIFT_CONFIRM_HOURS} hours.`,
          'If you did not ask for it, ignore this e-mail: your gift stays as it is.',
        ],
        action: {
          label: 'Review and confirm',
          url: withToken(pageHref('confirmGiftChange'), token),
        },
        reason: 'You get this e-mail because a change to your monthly gift was asked for.',
      }),

    changed: (tx, donorId, { what, manageLink, undoToken }) =>
      send(tx, donorId, 'giftChanged', {
        title: 'Your monthly gift was changed',
        paragraphs: [
          what,
          {
            linked: 'Your monthly gift’s page',
            rest: ' has a new address: the links in older e-mails no longer open it.',
            url: absolute(manageLink),
          },
          ...(undoToken === null
            ? []
            : [
                `If you did not make this change, undo it with the button below (it works for ${GIFT_UNDO_DAYS} days), and keep the link to your gift to yourself.`,
              ]),
        ],
        action:
          undoToken === null
            ? { label: 'Open your monthly gift', url: absolute(manageLink) }
            : { label: 'Undo this change', url: withToken(pageHref('undoGiftChange'), undoToken) },
        reason: 'You get this e-mail because your monthly gift was changed.',
      }),
  };
}
