import {
  API_PREFIX,
  type NotificationText,
  pageHref,
  pages,
  quotedList,
} from '@pet-adoption/shared';
import { composeMail } from '../../messaging/mail-compose';
import type { NoticeMailing, OwnNoticeMail } from '../../messaging/notify';
import { signAlertToken } from './alert-token';

/** A pet as an alert names it. */
export interface AlertPet {
  id: string;
  petName: string;
  category: string;
  petAgeMonths: number;
  petLocation: string;
  shortDescription: string;
}

/** The one-click unsubscribe a mail client posts to (List-Unsubscribe), under the API. */
export const ALERT_UNSUBSCRIBE_PATH = `${API_PREFIX}/saved-searches/unsubscribe`;

export interface AlertMail {
  userId: string;
  text: NotificationText;
  /** A path in the app: the pet, the listing with the search, or the saved searches. */
  link: string;
  pets: readonly AlertPet[];
  searches: readonly { id: string; name: string }[];
}

/**
 * An alert's e-mail: its sentence, then each pet once with its address, and an unsubscribe
 * that pauses the searches it is about (not every alert, nor other kinds of notice). The link
 * in the footer opens a page that asks first, so a link scanner pauses nothing; the mail
 * client's one-click posts straight to the API.
 */
export function composeAlertMail(
  site: Pick<NoticeMailing, 'origin' | 'secret'>,
  alert: AlertMail,
): OwnNoticeMail {
  const token = signAlertToken(site.secret, {
    userId: alert.userId,
    searchIds: alert.searches.map((search) => search.id),
  });
  // Two searches may share a name; the footer names each once.
  const names = [...new Set(alert.searches.map((search) => search.name))];
  const mail = composeMail({
    title: alert.text.title,
    paragraphs: [
      alert.text.body,
      ...alert.pets.map((pet) => ({
        linked: pet.petName,
        rest: ` (${pet.category}, ${pet.petAgeMonths} months, ${pet.petLocation}): ${pet.shortDescription}`,
        url: `${site.origin}${pageHref('petDetails', { id: pet.id })}`,
      })),
    ],
    action: {
      label:
        alert.pets.length === 1 ? `See ${alert.pets[0]?.petName ?? 'the pet'}` : 'See the pets',
      url: `${site.origin}${alert.link}`,
    },
    reason: `You get this e-mail because you saved the ${names.length === 1 ? 'search' : 'searches'} ${quotedList(names)} on Pet Adoption.`,
    unsubscribeUrl: `${site.origin}${pages.unsubscribeSearch.path}?token=${token}`,
    stopLabel:
      names.length === 1
        ? `Stop e-mails for ${quotedList(names)}`
        : 'Stop e-mails for these searches',
    origin: site.origin,
  });
  return { mail, unsubscribeUrl: `${site.origin}${ALERT_UNSUBSCRIBE_PATH}?token=${token}` };
}
