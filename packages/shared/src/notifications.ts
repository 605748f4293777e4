import { z } from 'zod/mini';
import { PageQuerySchema } from './pagination';

/**
 * What a notice is about. Each person turns the e-mail of each kind on or off
 * (/api/notification-settings); the notice in the app always comes.
 */
export const NOTIFICATION_KINDS = [
  /** To a pet's owner: someone asked to adopt it. */
  'adoptionRequested',
  /** To a pet's owner: the adopter withdrew their request. */
  'adoptionWithdrawn',
  /** To the adopter: the owner is looking at their request. */
  'adoptionReviewing',
  /** To a pet's owner, once: a request has waited REMINDER_DAYS without an answer. */
  'adoptionReminder',
  /** To the adopter: the owner accepted. */
  'adoptionAccepted',
  /** To the adopter: the owner declined, or accepted someone else. */
  'adoptionDeclined',
  /** To the adopter of an accepted request: the owner marked the pet available again. */
  'adoptionCancelled',
  /** To every applicant still waiting: the owner marked the pet adopted. */
  'petAdopted',
  /** To every applicant: the pet was deleted. */
  'petRemoved',
  /** To the pet's owner: the adopter accepted the terms and paid the fee. */
  'adoptionCompleted',
  /** To the adopter: the receipt for the adoption fee they paid. */
  'adoptionFeeReceipt',
  /** To a pet's owner: the listing will be paused in 30 days unless they say it is still available. */
  'listingStale',
  /** To a pet's owner: the listing was paused (out of the public listing until updated). */
  'listingPaused',
  /** To each person who saved the pet: it was adopted. */
  'favoriteAdopted',
  /** To each person who saved the pet: it was deleted. */
  'favoriteRemoved',
  /** To a person with saved searches: new pets match them (at once, or in a daily digest). */
  'savedSearchMatch',
  /** To every admin: a message came through Contact Us. */
  'contactMessage',
  /** To a user an admin made an admin. */
  'madeAdmin',
  /** To a campaign's creator, once: donations reached the goal. */
  'campaignGoalReached',
  /** To a donor: the receipt for a gift, with the link that opens it. */
  'donationReceipt',
  /** To each donor of a pet's campaigns, once: the pet was adopted. */
  'campaignPetAdopted',
  /** To each donor of a campaign: its creator posted news. */
  'campaignUpdate',
  /** To a monthly donor: this month's charge failed and will be tried again. */
  'monthlyGiftFailed',
  /** To a monthly donor: charges failed three times, so the gift is paused. */
  'monthlyGiftPaused',
  /** To a monthly donor sponsoring a pet: the pet was adopted; move the gift or stop it. */
  'monthlyGiftPetAdopted',
  /** To a monthly donor: the campaign ended; move the gift or stop it. */
  'monthlyGiftCampaignEnded',
  /** To an adopter, 30 and 90 days after: share how the pet is doing. */
  'happyTailInvite',
  /** To a pet's lister and the donors of its campaigns: its adopter shared a happy tail. */
  'happyTailPosted',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** One notice as the API answers it; `link` is a path in the app where it can be acted on. */
export const NotificationSchema = z
  .object({
    _id: z.string(),
    kind: NotificationKindSchema,
    title: z.string(),
    body: z.string(),
    link: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;

/** GET /api/notifications: paged like every list; `unread=true` leaves out what was read. */
export const NotificationListQuerySchema = z.extend(PageQuerySchema, {
  unread: z.optional(
    z.pipe(
      z.enum(['true', 'false'], 'Write unread=true or unread=false.'),
      z.transform((value) => value === 'true'),
    ),
  ),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

export const UnreadCountSchema = z
  .object({ count: z.number().check(z.int()) })
  .register(z.globalRegistry, { id: 'UnreadCount' });

/** E-mail on or off for each kind (every kind is on until its person turns it off). */
export const NotificationSettingsSchema = z
  .object({ email: z.record(NotificationKindSchema, z.boolean()) })
  .register(z.globalRegistry, { id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** PUT /api/notification-settings: the kinds to change; the ones left out stay as they are. */
export const UpdateNotificationSettingsSchema = z
  .object({ email: z.partialRecord(NotificationKindSchema, z.boolean()) })
  .register(z.globalRegistry, { id: 'UpdateNotificationSettings' });
export type UpdateNotificationSettings = z.infer<typeof UpdateNotificationSettingsSchema>;

/** What a notice says: its title and sentence, in the app and as the e-mail's subject and text. */
export interface NotificationText {
  title: string;
  body: string;
}

/**
 * The words of every notice, by kind. `pet` and `person` are names people typed; they are
 * never HTML here (the e-mail escapes them).
 */
export const notificationTexts = {
  adoptionRequested: (pet: string, person: string): NotificationText => ({
    title: `New adoption request for ${pet}`,
    body: `${person} asked to adopt ${pet}. Accept or decline the request from your dashboard.`,
  }),
  adoptionWithdrawn: (pet: string, person: string): NotificationText => ({
    title: `Adoption request for ${pet} withdrawn`,
    body: `${person} withdrew their request to adopt ${pet}.`,
  }),
  adoptionReviewing: (pet: string): NotificationText => ({
    title: `Your request for ${pet} is being reviewed`,
    body: `The owner of ${pet} is looking at your request. You will hear from them here and by e-mail.`,
  }),
  adoptionReminder: (pet: string, person: string, days: number): NotificationText => ({
    title: `${person} is waiting to hear about ${pet}`,
    body: `${person} asked to adopt ${pet} ${days} days ago and has not had an answer yet. Mark the request as reviewing, accept it or decline it from your dashboard.`,
  }),
  adoptionAccepted: (pet: string): NotificationText => ({
    title: `Your request for ${pet} was accepted`,
    body: `Good news: the owner accepted your request to adopt ${pet}. They will contact you to arrange the hand-over.`,
  }),
  adoptionDeclined: (pet: string): NotificationText => ({
    title: `Your request for ${pet} was declined`,
    body: `The owner declined your request to adopt ${pet}. Other pets are waiting for a home in the pet listing.`,
  }),
  adoptionDeclinedNote: (pet: string, note: string): NotificationText => ({
    title: `Your request for ${pet} was declined`,
    body: `The owner declined your request to adopt ${pet}. They said: “${note}” Pets like ${pet} are waiting for a home: see them from your requests.`,
  }),
  adoptionDeclinedAdopted: (pet: string): NotificationText => ({
    title: `Your request for ${pet} was declined`,
    body: `${pet} has been adopted by someone else, so your request was declined. Other pets are waiting for a home in the pet listing.`,
  }),
  adoptionCancelled: (pet: string): NotificationText => ({
    title: `${pet} is available again`,
    body: `The owner marked ${pet} available for adoption again, so your accepted request has ended. You can ask again from the pet's page.`,
  }),
  petAdopted: (pet: string): NotificationText => ({
    title: `${pet} has been adopted`,
    body: `${pet}, whom you asked to adopt, has found a home. Other pets are waiting for one in the pet listing.`,
  }),
  petRemoved: (pet: string): NotificationText => ({
    title: `${pet} is no longer listed`,
    body: `The owner removed ${pet}, whom you asked to adopt, from the listing. Other pets are waiting for a home in the pet listing.`,
  }),
  adoptionCompleted: (pet: string, person: string, fee: string | null): NotificationText => ({
    title: `${person} completed the adoption of ${pet}`,
    body:
      fee === null
        ? `${person} accepted your adoption terms for ${pet}.`
        : `${person} accepted your adoption terms for ${pet} and paid the adoption fee of ${fee}.`,
  }),
  adoptionFeeReceipt: (pet: string, fee: string, receipt: string): NotificationText => ({
    title: `Receipt: adoption fee for ${pet}`,
    body: `Thank you. You paid the adoption fee of ${fee} for ${pet}. Receipt ${receipt}. Keep this message for your records; it is also in your payment history.`,
  }),
  listingStale: (pet: string, pauseDate: string): NotificationText => ({
    title: `Is ${pet} still available?`,
    body: `${pet}'s listing has not been updated for a while. If ${pet} is still looking for a home, choose "Still available" and the listing stays up; otherwise it will be paused on ${pauseDate}.`,
  }),
  listingPaused: (pet: string): NotificationText => ({
    title: `${pet}'s listing is paused`,
    body: `${pet}'s listing was not updated for a long time, so it no longer shows in the pet listing. Update the pet from your dashboard to list it again.`,
  }),
  favoriteAdopted: (pet: string): NotificationText => ({
    title: `${pet} has found a home`,
    body: `${pet}, one of your favorites, has been adopted. Other pets are waiting for a home in the pet listing.`,
  }),
  favoriteRemoved: (pet: string): NotificationText => ({
    title: `${pet} is no longer listed`,
    body: `${pet}, one of your favorites, was removed from the listing by its owner. Other pets are waiting for a home in the pet listing.`,
  }),
  /** `pets` are the new pets' names, each once however many searches it matched. */
  savedSearchMatch: (pets: readonly string[]): NotificationText =>
    pets.length === 1
      ? {
          title: `New pet for your saved search: ${pets[0]}`,
          body: `${pets[0]} matches a search you saved. See the pet before someone else does.`,
        }
      : {
          title: `${pets.length} new pets for your saved searches`,
          body: `${pets.join(', ')} match searches you saved.`,
        },
  contactMessage: (person: string): NotificationText => ({
    title: `New message from ${person}`,
    body: `${person} wrote through the Contact Us form. Read the message in the dashboard.`,
  }),
  madeAdmin: (): NotificationText => ({
    title: 'You are an administrator now',
    body: 'An administrator gave you administrator rights: you can now manage every user, pet and donation campaign from the dashboard.',
  }),
  campaignGoalReached: (petName: string, goal: string): NotificationText => ({
    title: `${petName}’s campaign reached its goal`,
    body: `Donations for ${petName} have reached the goal of ${goal}. Thank your donors; donations go on until the last date unless you pause the campaign.`,
  }),
  donationReceipt: (
    petName: string,
    amount: string,
    code: string,
    monthly = false,
  ): NotificationText => ({
    title: `Receipt: your ${monthly ? 'monthly ' : ''}gift of ${amount} for ${petName}`,
    body: `Thank you. Your ${monthly ? 'monthly ' : ''}gift of ${amount} to the campaign for ${petName} was received. Receipt ${code}. Open it to print or keep it; the campaign’s public books show where the money goes.${monthly ? ' The receipt also has the link to change, skip, pause or cancel your monthly gift, no sign-in needed.' : ''}`,
  }),
  campaignPetAdopted: (petName: string): NotificationText => ({
    title: `${petName} has found a home`,
    body: `${petName}, whose campaign you gave to, has been adopted. Thank you for helping ${petName} on the way there.`,
  }),
  campaignUpdate: (petName: string, title: string): NotificationText => ({
    title: `News of ${petName}: ${title}`,
    body: `The campaign for ${petName}, which you gave to, has news: “${title}”. Read it on the campaign’s page.`,
  }),
  monthlyGiftFailed: (petName: string, amount: string, retryOn: string): NotificationText => ({
    title: `Your monthly gift for ${petName} could not be charged`,
    body: `The card refused this month’s gift of ${amount} for ${petName}. We will try again on ${retryOn}; after three failed tries the gift pauses. You can change or pause it from its page.`,
  }),
  monthlyGiftPaused: (petName: string, amount: string): NotificationText => ({
    title: `Your monthly gift for ${petName} is paused`,
    body: `The card refused your monthly gift of ${amount} for ${petName} three times, so it is paused and nothing more is charged. Resume it from its page once the card is sorted out.`,
  }),
  monthlyGiftPetAdopted: (petName: string, amount: string): NotificationText => ({
    title: `${petName} has found a home: where should your monthly gift go?`,
    body: `${petName}, whom you sponsor with ${amount} a month, has been adopted. Nothing more is charged for ${petName}. Move your monthly gift to another pet’s campaign, or stop it, from its page.`,
  }),
  happyTailInvite: (petName: string): NotificationText => ({
    title: `How is ${petName} doing?`,
    body: `It has been a while since you adopted ${petName}. Share a few words and a photo: they appear on ${petName}’s page and reach the people who listed and helped ${petName}.`,
  }),
  happyTailPosted: (petName: string): NotificationText => ({
    title: `A happy tail from ${petName}`,
    body: `${petName}’s adopter shared how ${petName} is doing. Read it on ${petName}’s page.`,
  }),
  monthlyGiftCampaignEnded: (petName: string, amount: string): NotificationText => ({
    title: `The campaign for ${petName} has ended: where should your monthly gift go?`,
    body: `The campaign for ${petName}, which you give ${amount} a month, has ended, so nothing more is charged for it. Move your monthly gift to another campaign, or stop it, from its page.`,
  }),
} as const;

/** What the settings screen and the e-mails' footers call each kind. */
/**
 * The e-mail's button for the kinds whose link does the thing itself; the others say "Open in
 * Pet Adoption".
 */
export const NOTIFICATION_ACTION_LABELS: Partial<Record<NotificationKind, string>> = {
  listingStale: 'Still available',
  monthlyGiftFailed: 'Manage the monthly gift',
  monthlyGiftPaused: 'Manage the monthly gift',
  monthlyGiftPetAdopted: 'Move or stop the gift',
  monthlyGiftCampaignEnded: 'Move or stop the gift',
  happyTailInvite: 'Share a happy tail',
};

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  adoptionRequested: 'New adoption requests for my pets',
  adoptionWithdrawn: 'Adoption requests for my pets withdrawn',
  adoptionReviewing: 'My adoption requests being reviewed',
  adoptionReminder: 'Reminders of adoption requests waiting for my answer',
  adoptionAccepted: 'My adoption requests accepted',
  adoptionDeclined: 'My adoption requests declined',
  adoptionCancelled: 'A pet I adopted marked available again',
  petAdopted: 'A pet I asked for adopted by someone else',
  petRemoved: 'A pet I asked for removed from the listing',
  adoptionCompleted: 'Adopters completing an adoption (terms and fee)',
  adoptionFeeReceipt: 'Receipts for adoption fees I pay',
  listingStale: 'Listings about to be paused for lack of updates',
  listingPaused: 'Listings paused for lack of updates',
  favoriteAdopted: 'A favorite of mine adopted',
  favoriteRemoved: 'A favorite of mine removed from the listing',
  savedSearchMatch: 'New pets matching my saved searches',
  contactMessage: 'New Contact Us messages (administrators)',
  madeAdmin: 'Being made an administrator',
  campaignGoalReached: 'My donation campaigns reaching their goal',
  donationReceipt: 'Receipts for my donations',
  campaignPetAdopted: 'A pet whose campaign I gave to adopted',
  campaignUpdate: 'News from campaigns I gave to',
  monthlyGiftFailed: 'A monthly gift of mine that could not be charged',
  monthlyGiftPaused: 'A monthly gift of mine paused after failed charges',
  monthlyGiftPetAdopted: 'A pet I sponsor monthly adopted',
  monthlyGiftCampaignEnded: 'A campaign I give to monthly ended',
  happyTailInvite: 'Invitations to share how a pet I adopted is doing',
  happyTailPosted: 'Happy tails of pets I listed or helped',
};
