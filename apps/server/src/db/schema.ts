import { randomUUID } from 'node:crypto';
import {
  ADOPTION_STATUSES,
  type AdopterProfile,
  type AdoptionHistoryEntry,
  type AnsweredQuestion,
  type ApplicationQuestion,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditFields,
  NOTIFICATION_KINDS,
  OPEN_ADOPTION_STATUSES,
  LEDGER_ENTRY_TYPES,
  MONTHLY_GIFT_STATUSES,
  GIFT_FREQUENCIES,
  PAYMENT_KINDS,
  AGE_GROUPS,
  ALERT_FREQUENCIES,
  PET_CATEGORIES,
  PET_COATS,
  PET_FLAGS,
  PET_SEXES,
  PET_SIZES,
  type PetImage,
  YES_NO_UNKNOWN,
} from '@pet-adoption/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Table and column names are camelCase here and snake_case in SQL (`casing: 'snake_case'` in
// client.ts and drizzle.config.ts). Money is integer cents; every timestamp is timestamptz.

export const USER_ROLES = ['user', 'admin'] as const;
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'refunded', 'failed'] as const;
/** A card dispute's course: money held while `open` or `lost`, given back when `won`. */
export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;

/** `'a', 'b'` for an `IN (...)` check; the values are our own constants, never user input. */
const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

/** A yes/no/unknown fact of a pet's profile. */
const answer = () => text({ enum: YES_NO_UNKNOWN }).notNull().default('unknown');
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
/**
 * The transaction that last wrote a row, as PostgreSQL's 64-bit id (never wraps): what the pet
 * search index reads to find the rows written since its last look (docs/decisions/092).
 */
const transactionId = customType<{ data: string; driverData: string }>({
  dataType: () => 'xid8',
});
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Shaped as better-auth's core `user` table plus its admin plugin (role, banned, banReason,
 * banExpires), so the identity issue can point better-auth at it without a data migration.
 * better-auth creates the ids (text); rows we insert ourselves get a UUID.
 */
export const users = pgTable(
  'users',
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    name: text().notNull(),
    email: text().notNull().unique(),
    emailVerified: boolean().notNull().default(false),
    /** The API's photoURL. */
    image: text(),
    role: text({ enum: USER_ROLES }).notNull().default('user'),
    banned: boolean().notNull().default(false),
    banReason: text(),
    banExpires: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} IN (${sqlList(USER_ROLES)})`),
    // Lookups by e-mail ("is this email admin?") compare lower-case; storing it so keeps the
    // unique index honest (no Ann@x and ann@x twins).
    check('users_email_lower_case_check', sql`${t.email} = lower(${t.email})`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid().primaryKey().defaultRandom(),
    category: text({ enum: PET_CATEGORIES }).notNull().unique(),
    title: text().notNull(),
    image: text().notNull(),
    /** Position in PET_CATEGORIES, the order screens list them. */
    sortOrder: smallint().notNull(),
  },
  (t) => [check('categories_category_check', sql`${t.category} IN (${sqlList(PET_CATEGORIES)})`)],
);

export const pets = pgTable(
  'pets',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: text()
      .notNull()
      .references(() => users.id),
    petName: text().notNull(),
    // A check rather than a foreign key to categories: the list is a fixed constant, and pets
    // stay insertable on a database whose demo content has not been seeded.
    category: text({ enum: PET_CATEGORIES }).notNull(),
    petAgeMonths: integer().notNull(),
    petLocation: text().notNull(),
    /** The date the owner gives on the form (the API's `date`), YYYY-MM-DD. */
    date: date({ mode: 'string' }).notNull(),
    shortDescription: text().notNull(),
    longDescription: text().notNull(),
    image: text().notNull(),
    adopted: boolean().notNull().default(false),
    /** What the adopter pays to complete the adoption; 0 for none. */
    adoptionFeeCents: integer().notNull().default(0),
    /** At most this many open requests at once; null for no limit. */
    applicationCap: integer(),
    /** Not updated for STALE_LISTING_DAYS: out of the public listing until the owner updates it. */
    paused: boolean().notNull().default(false),
    /** When the owner was told the listing will be paused; cleared by any update. */
    staleNoticeAt: timestamp({ withTimezone: true }),
    /** SHA-256 of the single-use "Still available" link's token sent with that notice. */
    stillAvailableTokenHash: text(),
    // The profile (docs/product.md §3): every part optional, the yes/no facts `unknown` until
    // the lister answers them.
    sex: text({ enum: PET_SEXES }),
    size: text({ enum: PET_SIZES }),
    breedPrimary: text(),
    breedSecondary: text(),
    mixedBreed: boolean().notNull().default(false),
    colour: text(),
    coat: text({ enum: PET_COATS }),
    /** Worked out from the age and category on every write (ageGroupOf), never entered. */
    ageGroup: text({ enum: AGE_GROUPS }).notNull().default('adult'),
    goodWithChildren: answer(),
    goodWithDogs: answer(),
    goodWithCats: answer(),
    houseTrained: answer(),
    vaccinated: answer(),
    spayedNeutered: answer(),
    microchipped: answer(),
    specialNeeds: answer(),
    specialNeedsNote: text(),
    /** The pet this one is adopted with; both rows name each other. */
    bondedWith: uuid().references((): AnyPgColumn => pets.id, { onDelete: 'set null' }),
    /** Up to six `{ url, alt }`, the first the cover (whose address is also `image`). */
    images: jsonb().$type<PetImage[]>().notNull().default([]),
    videoUrl: text(),
    /** Set by a trigger on every insert and update (migration 0026) for the search index. */
    writtenBy: transactionId()
      .notNull()
      .default(sql`pg_current_xact_id()`),
    /**
     * The pet as the listing answers it (PET_FIELDS, db/queries/pet-record.ts): JSON text
     * written by the same trigger from the row and the owner's e-mail, so a page of the listing
     * reads it rather than builds it.
     */
    listingDoc: text().notNull().default('{}'),
    /** The API's `dateAndTime`. */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('pets_category_check', sql`${t.category} IN (${sqlList(PET_CATEGORIES)})`),
    check('pets_pet_age_months_check', sql`${t.petAgeMonths} >= 0`),
    check('pets_adoption_fee_cents_check', sql`${t.adoptionFeeCents} BETWEEN 0 AND 1000000`),
    check('pets_application_cap_check', sql`${t.applicationCap} BETWEEN 1 AND 50`),
    check('pets_sex_check', sql`${t.sex} IN (${sqlList(PET_SEXES)})`),
    check('pets_size_check', sql`${t.size} IN (${sqlList(PET_SIZES)})`),
    check('pets_coat_check', sql`${t.coat} IN (${sqlList(PET_COATS)})`),
    check('pets_age_group_check', sql`${t.ageGroup} IN (${sqlList(AGE_GROUPS)})`),
    ...PET_FLAGS.map((flag) =>
      check(`pets_${snakeCase(flag)}_check`, sql`${t[flag]} IN (${sqlList(YES_NO_UNKNOWN)})`),
    ),
    uniqueIndex('pets_still_available_token_hash_idx').on(t.stillAvailableTokenHash),
    // Newest first, with the id to break ties: the sitemap's available pets, similar pets by
    // category. The listing itself is searched in memory (docs/decisions/092). NULLS FIRST is
    // what a plain `ORDER BY ... DESC` means; drizzle's index default (NULLS LAST) would not
    // match it and the planner would sort.
    index('pets_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('pets_available_newest_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.adopted} = false AND ${t.paused} = false`),
    index('pets_category_newest_idx').on(
      t.category,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('pets_owner_id_idx').on(t.ownerId),
    index('pets_written_by_idx').on(t.writtenBy),
  ],
);

/**
 * Pets deleted, kept a day so that each server's search index drops them (docs/decisions/092);
 * written by a trigger on pets (migration 0026), never by the app.
 */
export const petIndexRemovals = pgTable(
  'pet_index_removals',
  {
    petId: uuid().notNull(),
    writtenBy: transactionId()
      .notNull()
      .default(sql`pg_current_xact_id()`),
    removedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pet_index_removals_written_by_idx').on(t.writtenBy)],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: text()
      .notNull()
      .references(() => users.id),
    petName: text().notNull(),
    image: text().notNull(),
    maximumDonationCents: integer().notNull(),
    highestTotalCents: integer().notNull(),
    /** Last day donations are taken, YYYY-MM-DD. */
    lastDate: date({ mode: 'string' }).notNull(),
    shortDescription: text().notNull(),
    longDescription: text().notNull(),
    paused: boolean().notNull().default(false),
    /** The pet the campaign helps (its creator's own); forgotten if the pet is deleted. */
    petId: uuid().references((): AnyPgColumn => pets.id, { onDelete: 'set null' }),
    /**
     * When a donation first brought the net total to the goal and the creator was told; kept if
     * refunds later take the total back under it, so the creator is told once.
     */
    goalReachedAt: timestamp({ withTimezone: true }),
    /** The API's `dateAndTime`. */
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('campaigns_maximum_donation_cents_check', sql`${t.maximumDonationCents} >= 0`),
    check('campaigns_highest_total_cents_check', sql`${t.highestTotalCents} >= 0`),
    index('campaigns_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('campaigns_owner_id_idx').on(t.ownerId),
    index('campaigns_pet_id_idx').on(t.petId),
    index('campaigns_pet_name_trgm_idx').using('gin', t.petName.op('gin_trgm_ops')),
  ],
);

export const adoptionRequests = pgTable(
  'adoption_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    // A request means nothing without its pet.
    petId: uuid()
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    adopterId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    phoneNumber: text().notNull(),
    address: text().notNull(),
    status: text({ enum: ADOPTION_STATUSES }).notNull().default('pending'),
    /** When the request left 'pending'; phone and address are erased a retention period later. */
    decidedAt: timestamp({ withTimezone: true }),
    /** Invitations to share a happy tail sent for an accepted request (one at 30 days, one at 90). */
    happyTailInvites: smallint().notNull().default(0),
    /**
     * The pet's owner took it off their list (a reject, docs/product.md §4). The adopter still sees
     * it: a pending one became declined, and its phone and address were erased at once.
     */
    removedByOwner: boolean().notNull().default(false),
    /**
     * The answers to the owner's questions, each with the question as it was asked then; kept as
     * sent, and erased with the phone and address.
     */
    answers: jsonb().$type<AnsweredQuestion[]>().notNull().default([]),
    /** The adopter's profile as sent with the request (a copy, not their current one). */
    profile: jsonb().$type<AdopterProfile>(),
    /** Every status the request has had, oldest first; appended with each change. */
    history: jsonb().$type<AdoptionHistoryEntry[]>().notNull().default([]),
    /** When the owner (or an admin) first answered: reviewing, accepted or declined. */
    firstResponseAt: timestamp({ withTimezone: true }),
    /** When the owner was reminded of this request (once). */
    remindedAt: timestamp({ withTimezone: true }),
    /** The fee to complete the adoption: the pet's, fixed when the request is accepted. */
    adoptionFeeCents: integer().notNull().default(0),
    /** The owner's terms as the adopter accepted them, and when. */
    acceptedTerms: text(),
    termsAcceptedAt: timestamp({ withTimezone: true }),
    /** When the adoption fee was paid (its payments row has kind 'fee'). */
    feePaidAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('adoption_requests_status_check', sql`${t.status} IN (${sqlList(ADOPTION_STATUSES)})`),
    check(
      'adoption_requests_decided_at_check',
      sql`(${t.status} IN (${sqlList(OPEN_ADOPTION_STATUSES)})) = (${t.decidedAt} IS NULL)`,
    ),
    // One adopter per pet: marking the pet available again ends the acceptance first.
    uniqueIndex('adoption_requests_one_accepted_idx')
      .on(t.petId)
      .where(sql`${t.status} = 'accepted'`),
    // One open request per adopter and pet (docs/product.md §6); decided ones may pile up.
    uniqueIndex('adoption_requests_one_open_idx')
      .on(t.petId, t.adopterId)
      .where(sql`${t.status} IN (${sqlList(OPEN_ADOPTION_STATUSES)})`),
    index('adoption_requests_pet_id_idx').on(t.petId),
    index('adoption_requests_adopter_id_idx').on(t.adopterId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: PAYMENT_KINDS }).notNull().default('donation'),
    // No cascades: a payment is money that moved and is never lost with its campaign or payer.
    /** A donation's campaign; null for a fee. */
    campaignId: uuid().references(() => campaigns.id),
    /** A fee's adoption request (null for a donation, or once the request is deleted). */
    adoptionRequestId: uuid().references(() => adoptionRequests.id, { onDelete: 'set null' }),
    /** A fee's pet, by name: the request and its pet may be deleted, the money stays explained. */
    petName: text(),
    payerId: text()
      .notNull()
      .references(() => users.id),
    amountCents: integer().notNull(),
    /** The provider's id; unique so a confirmation is recorded once. */
    transactionId: text().notNull().unique('payments_transaction_id_unique'),
    provider: text().notNull(),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** Given anonymously: the name is shown to admins only (copied from its intent). */
    anonymous: boolean().notNull().default(false),
    /** The receipt's code: unguessable (122 random bits), so the code alone opens the receipt. */
    receiptCode: text()
      .notNull()
      .unique('payments_receipt_code_unique')
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    /** Added by the donor to cover the card fees: charged on top, never part of the gift. */
    feeCoveredCents: integer().notNull().default(0),
    /** Refunded so far (partial refunds; a full one also makes the status 'refunded'). */
    refundedCents: integer().notNull().default(0),
    /** The amount of the charge's dispute, if it has one (a charge has at most one). */
    disputedCents: integer().notNull().default(0),
    disputeStatus: text({ enum: DISPUTE_STATUSES }),
    /** A charge of a monthly gift: the gift, and the month (YYYY-MM) it gives for. */
    monthlyGiftId: uuid().references((): AnyPgColumn => monthlyGifts.id),
    chargePeriod: text(),
    createdAt: createdAt(),
  },
  (t) => [
    check('payments_amount_cents_check', sql`${t.amountCents} > 0`),
    check('payments_kind_check', sql`${t.kind} IN (${sqlList(PAYMENT_KINDS)})`),
    check(
      'payments_campaign_kind_check',
      sql`(${t.kind} = 'donation') = (${t.campaignId} IS NOT NULL)`,
    ),
    index('payments_adoption_request_id_idx').on(t.adoptionRequestId),
    check('payments_status_check', sql`${t.status} IN (${sqlList(PAYMENT_STATUSES)})`),
    check('payments_refunded_cents_check', sql`${t.refundedCents} BETWEEN 0 AND ${t.amountCents}`),
    check('payments_disputed_cents_check', sql`${t.disputedCents} BETWEEN 0 AND ${t.amountCents}`),
    check(
      'payments_dispute_status_check',
      sql`${t.disputeStatus} IN (${sqlList(DISPUTE_STATUSES)})`,
    ),
    index('payments_campaign_id_idx').on(t.campaignId),
    index('payments_payer_id_idx').on(t.payerId),
    // A monthly gift gives once a month, however many copies of the server run its charges.
    uniqueIndex('payments_monthly_gift_period_unique').on(t.monthlyGiftId, t.chargePeriod),
    check(
      'payments_monthly_gift_period_check',
      sql`(${t.monthlyGiftId} IS NULL) = (${t.chargePeriod} IS NULL)`,
    ),
    // GET /api/payments: newest first with a (created_at, id) cursor.
    index('payments_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/**
 * A payment intent this server asked a provider for: who pays, for which campaign, how much.
 * The `test` provider keeps its whole state here (so any copy of the server can confirm it);
 * for Stripe it is our record of what we asked for, checked before a payment is recorded.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    /** The provider's id (pi_...); also the payment's transactionId once recorded. */
    id: text().primaryKey(),
    provider: text().notNull(),
    // An intent is not money yet: it goes with its campaign or payer. A succeeded one has a
    // payments row, whose foreign keys keep both from being deleted.
    campaignId: uuid().references(() => campaigns.id, { onDelete: 'cascade' }),
    /** An adoption fee's request; exactly one of campaignId and adoptionRequestId is set. */
    adoptionRequestId: uuid().references(() => adoptionRequests.id, { onDelete: 'cascade' }),
    payerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer().notNull(),
    currency: text().notNull().default('usd'),
    /** In the provider's words (requires_payment_method, processing, succeeded, ...). */
    status: text().notNull().default('requires_payment_method'),
    /** The donor asked to give anonymously; the latest request's choice until it is paid. */
    anonymous: boolean().notNull().default(false),
    /** Of `amountCents`, what the donor added to cover the card fee; the rest is the gift. */
    feeCoveredCents: integer().notNull().default(0),
    /** `monthly`: once paid, this intent starts a monthly gift with the same card. */
    frequency: text({ enum: GIFT_FREQUENCIES }).notNull().default('once'),
    /**
     * The test provider's card, kept to charge a monthly gift again: one of the published test
     * numbers (the test provider refuses any other), never a real card.
     */
    testCard: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_intents_amount_cents_check', sql`${t.amountCents} > 0`),
    check(
      'payment_intents_one_purpose_check',
      sql`(${t.campaignId} IS NULL) <> (${t.adoptionRequestId} IS NULL)`,
    ),
    index('payment_intents_campaign_id_idx').on(t.campaignId),
    index('payment_intents_payer_id_idx').on(t.payerId),
  ],
);

/**
 * A gift charged again each month with the card that paid its first charge, until it is paused or
 * cancelled (monthly-gifts feature). The schedule is ours for every provider: `nextChargeOn` is
 * the month's due date, `retryAt` the next try after a failed charge.
 */
export const monthlyGifts = pgTable(
  'monthly_gifts',
  {
    id: uuid().primaryKey().defaultRandom(),
    donorId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Each month's gift; the card fee, if covered, is worked out on it at each charge. */
    amountCents: integer().notNull(),
    coverFee: boolean().notNull().default(false),
    anonymous: boolean().notNull().default(false),
    provider: text().notNull(),
    /** What the provider charges again: the test provider's test card number. */
    card: text().notNull(),
    status: text({ enum: MONTHLY_GIFT_STATUSES }).notNull().default('active'),
    /** The day of the month of its first charge; a shorter month is charged on its last day. */
    chargeDay: smallint().notNull(),
    nextChargeOn: date({ mode: 'string' }).notNull(),
    retryAt: timestamp({ withTimezone: true, mode: 'date' }),
    failures: smallint().notNull().default(0),
    /** The code of its manage link: unguessable (122 random bits); the code alone opens it. */
    manageCode: text()
      .notNull()
      .unique('monthly_gifts_manage_code_unique')
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('monthly_gifts_amount_cents_check', sql`${t.amountCents} > 0`),
    check('monthly_gifts_status_check', sql`${t.status} IN (${sqlList(MONTHLY_GIFT_STATUSES)})`),
    check('monthly_gifts_charge_day_check', sql`${t.chargeDay} BETWEEN 1 AND 31`),
    // The charging run: active gifts whose day has come.
    index('monthly_gifts_due_idx').on(t.status, t.nextChargeOn),
    index('monthly_gifts_campaign_id_idx').on(t.campaignId),
    index('monthly_gifts_donor_id_idx').on(t.donorId),
  ],
);

/**
 * A campaign's public books. Entries are only ever added: the card provider's events add gifts,
 * refunds and disputes (ledger-sync.ts), the creator or an admin adds expenses, and a mistake is
 * undone by a correction naming the entry it reverses. Totals are sums over these rows.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    // A campaign can only be deleted before any gift (payments keep it), so its books go with it.
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    type: text({ enum: LEDGER_ENTRY_TYPES }).notNull(),
    /** Always positive: the type says which way the money went. */
    amountCents: integer().notNull(),
    /** When the money moved: a gift's time, or the day an expense was paid. */
    at: timestamp({ withTimezone: true }).notNull(),
    /** The gift a donation, refund or dispute is about (and a provider's correction of one). */
    paymentId: uuid().references(() => payments.id),
    /** An expense's description, a correction's reason. */
    description: text().notNull().default(''),
    /** A picture of an expense's receipt, uploaded through /api/images. */
    receiptImage: text(),
    /** A correction's entry: it reverses that entry's whole amount. */
    correctsId: uuid().references((): AnyPgColumn => ledgerEntries.id),
    /** The corrected entry's type, copied so totals need no join. */
    correctedType: text({ enum: LEDGER_ENTRY_TYPES }),
    /** Who wrote an expense or correction by hand; null for the card provider's entries. */
    recordedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_amount_cents_check', sql`${t.amountCents} > 0`),
    check('ledger_entries_type_check', sql`${t.type} IN (${sqlList(LEDGER_ENTRY_TYPES)})`),
    check(
      'ledger_entries_correction_check',
      sql`(${t.type} = 'correction') = (${t.correctsId} IS NOT NULL AND ${t.correctedType} IS NOT NULL)`,
    ),
    index('ledger_entries_campaign_at_idx').on(t.campaignId, t.at.desc(), t.id.desc()),
    index('ledger_entries_payment_id_idx').on(t.paymentId),
    // One correction per entry: an entry is reversed once or not at all.
    uniqueIndex('ledger_entries_corrects_id_unique').on(t.correctsId),
  ],
);

/** News a campaign's creator (or an admin) posts for its donors and visitors. */
export const campaignUpdates = pgTable(
  'campaign_updates',
  {
    id: uuid().primaryKey().defaultRandom(),
    campaignId: uuid()
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    text: text().notNull(),
    image: text(),
    /** Whether donors were e-mailed: only a few updates a day are (the rest show in the app). */
    emailed: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('campaign_updates_campaign_newest_idx').on(t.campaignId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** An adopter's short update on the pet they adopted: shown on its page and its campaigns'. */
export const happyTails = pgTable(
  'happy_tails',
  {
    id: uuid().primaryKey().defaultRandom(),
    petId: uuid()
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    authorId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    image: text(),
    createdAt: createdAt(),
  },
  (t) => [index('happy_tails_pet_newest_idx').on(t.petId, t.createdAt.desc(), t.id.desc())],
);

/** The shelter's own words on receipts and statements: one row, set by an admin. */
export const shelterDetails = pgTable(
  'shelter_details',
  {
    id: smallint().primaryKey().default(1),
    name: text().notNull().default(''),
    charityNumber: text().notNull().default(''),
    taxSentence: text().notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [check('shelter_details_one_row_check', sql`${t.id} = 1`)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    details: text().notNull(),
    rating: smallint().notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('reviews_rating_check', sql`${t.rating} BETWEEN 0 AND 5`)],
);

/** A message sent from the Contact Us form; admins read them in the dashboard. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_newest_idx').on(t.createdAt.desc(), t.id.desc())],
);

/**
 * Who uploaded which picture and how many bytes its stored copies take, so that each account's
 * share of the storage can be held to a quota. One row per account and picture: the same
 * picture uploaded again by its owner is stored once (content-hashed names) and counted once.
 */
export const uploads = pgTable(
  'uploads',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The content hash the stored names start with (`<key>-1600.webp`, `<key>-640.webp`). */
    key: text().notNull(),
    /** Both stored copies together. */
    bytes: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    check('uploads_bytes_check', sql`${t.bytes} >= 0`),
  ],
);

/**
 * A notice for one person (messaging/notify.ts writes them in the transaction of the change they
 * tell of). Title and body are written once, in the words of the day; `link` is a path in the app.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    title: text().notNull(),
    body: text().notNull(),
    link: text().notNull(),
    read: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_kind_check', sql`${t.kind} IN (${sqlList(NOTIFICATION_KINDS)})`),
    // The person's list, newest first with a (created_at, id) cursor, and their unread ones.
    index('notifications_user_newest_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_user_unread_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.read} = false`),
  ],
);

/**
 * Each person's choice of e-mail per kind of notice; a kind without a row is on. The one-click
 * unsubscribe of an e-mail turns its kind off here.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: NOTIFICATION_KINDS }).notNull(),
    email: boolean().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('notification_settings_kind_check', sql`${t.kind} IN (${sqlList(NOTIFICATION_KINDS)})`),
  ],
);

/**
 * A person's favorite pets. The pet's name and cover are kept from when it was saved so that a
 * pet deleted since still shows what it was (its `pet_id` then becomes null).
 */
export const favorites = pgTable(
  'favorites',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    petId: uuid().references(() => pets.id, { onDelete: 'set null' }),
    petName: text().notNull(),
    image: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorites_user_pet_idx').on(t.userId, t.petId),
    index('favorites_user_newest_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('favorites_pet_idx').on(t.petId),
  ],
);

/** A person's saved pet searches; new pets matching one are sent to them (alerts). */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The listing's query string in one order (petSearchQuery). */
    query: text().notNull(),
    frequency: text({ enum: ALERT_FREQUENCIES }).notNull().default('daily'),
    paused: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('saved_searches_frequency_check', sql`${t.frequency} IN (${sqlList(ALERT_FREQUENCIES)})`),
    index('saved_searches_user_newest_idx').on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * New pets found to match someone's saved searches, waiting to be sent: one row per person and
 * pet however many of their searches it matched, so that one e-mail names each pet once.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    petId: uuid()
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    /** The searches it matched, for the e-mail. */
    searchIds: jsonb().$type<string[]>().notNull().default([]),
    frequency: text({ enum: ALERT_FREQUENCIES }).notNull(),
    createdAt: createdAt(),
    /** Set when the alert went out; a sent row keeps the pet from being sent again. */
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.petId] }),
    check(
      'saved_search_matches_frequency_check',
      sql`${t.frequency} IN (${sqlList(ALERT_FREQUENCIES)})`,
    ),
    index('saved_search_matches_unsent_idx')
      .on(t.frequency, t.createdAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);

/**
 * A lister's application questions (for all their pets) and adoption terms. A person without a
 * row asks DEFAULT_APPLICATION_QUESTIONS and has no terms. `questions` is checked by
 * ApplicationSettingsSchema before it is written.
 */
export const applicationSettings = pgTable('application_settings', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  questions: jsonb().$type<ApplicationQuestion[]>().notNull(),
  terms: text().notNull().default(''),
  updatedAt: updatedAt(),
});

/**
 * An adopter's profile, written once for every request (AdopterProfileSchema, every field
 * optional). A request keeps its own copy of it, so editing this changes no request.
 */
export const adopterProfiles = pgTable('adopter_profiles', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  profile: jsonb().$type<AdopterProfile>().notNull(),
  updatedAt: updatedAt(),
});

/**
 * Every e-mail to send, written in the transaction of the change that causes it (the outbox).
 * The job queue's job names the row; `sentAt` is set once the mail server took it, so a retried
 * or repeated job never sends it again.
 */
export const outboxMails = pgTable(
  'outbox_mails',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => users.id, { onDelete: 'cascade' }),
    /** What it is about: a notice's kind (what its unsubscribe turns off), or an account mail. */
    kind: text().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    /** The one-click unsubscribe address (List-Unsubscribe), when the mail has one. */
    unsubscribeUrl: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
    /**
     * When its subject's words stayed and its text, HTML and unsubscribe address were blanked:
     * once sent, or given up on. Its links are live secrets that only the inbox should keep.
     */
    redactedAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
  },
  (t) => [
    index('outbox_mails_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} IS NULL`),
    // What one address was sent lately: the caps on links to addresses nobody has proved.
    index('outbox_mails_to_idx').on(t.to, t.createdAt),
  ],
);

/**
 * What an admin did (features/audit/audit-log.ts writes each entry in the transaction of the
 * action). Who did it is kept as an id and as the name and e-mail of the day, so an entry still
 * says who after the account is gone. Nothing in the API changes or deletes an entry.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    adminId: text().references(() => users.id, { onDelete: 'set null' }),
    adminName: text().notNull(),
    adminEmail: text().notNull(),
    action: text({ enum: AUDIT_ACTIONS }).notNull(),
    targetType: text({ enum: AUDIT_TARGET_TYPES }).notNull(),
    /** Text: a user's id is better-auth's text, the other records' are UUIDs. */
    targetId: text(),
    targetLabel: text().notNull(),
    clientAddress: text(),
    /** The changed fields by their API names, never a password, token or card detail. */
    before: jsonb().$type<AuditFields>(),
    after: jsonb().$type<AuditFields>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('audit_entries_action_check', sql`${t.action} IN (${sqlList(AUDIT_ACTIONS)})`),
    check(
      'audit_entries_target_type_check',
      sql`${t.targetType} IN (${sqlList(AUDIT_TARGET_TYPES)})`,
    ),
    // The log, newest first with a (created_at, id) cursor; and one admin's entries.
    index('audit_entries_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_entries_admin_newest_idx').on(
      t.adminId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
);

// better-auth's core tables (sessions, accounts, verifications), under our plural names; its
// Drizzle adapter runs with `usePlural` (features/auth/auth.ts). Column sets follow
// @better-auth/core 1.7's getAuthTables.

/** A signed-in browser: the httpOnly cookie carries `token`. Banning deletes these rows. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** How a user proves who they are: 'credential' (password hash) or an OAuth provider. */
export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    /** better-auth's scrypt hash; never the password itself. */
    password: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

/** Short-lived values better-auth checks later (OAuth state, e-mail links). */
export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);
