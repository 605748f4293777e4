import { pageHref } from '@pet-adoption/shared';
import type { NoticeDraft } from './notice-draft';

/**
 * Where a notice about a monthly gift leads: the donor's payment history in the app (each of
 * their monthly charges links the gift from there), and the gift's own page in the e-mail only.
 * The manage code is a key to the gift, so it is kept out of the stored notice.
 */
export const giftNoticeLinks = (
  manageCode: string,
): Pick<NoticeDraft, 'link' | 'mailOnlyLink'> => ({
  link: pageHref('paymentHistory'),
  mailOnlyLink: {
    linked: 'Open your monthly gift',
    rest: ' to move it to another campaign, pause or cancel it.',
    path: pageHref('manageGift', { code: manageCode }),
  },
});
