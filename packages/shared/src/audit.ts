import { z } from 'zod/mini';
import { PageQuerySchema } from './pagination';
import { CalendarDateSchema } from './pets';

/**
 * What an admin did, as the audit log names it (docs/product.md §2, decision 061). The names
 * are stored, so they never change; a new kind of action is a new name.
 */
export const AUDIT_ACTIONS = [
  'admin.signIn',
  'user.makeAdmin',
  'user.ban',
  'pet.update',
  'pet.markAdopted',
  'pet.markAvailable',
  'pet.delete',
  'campaign.update',
  'campaign.pause',
  'campaign.resume',
  'campaign.delete',
  'payment.refund',
  'contactMessages.read',
  'monthlyGift.open',
  'monthlyGift.change',
  'account.linkProvider',
  'adoptionRequest.accept',
  'adoptionRequest.decline',
  'ledger.recordExpense',
  'ledger.recordCorrection',
  'campaign.postUpdate',
  'shelter.updateDetails',
  'donors.read',
  'donors.export',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS, 'Choose one of the listed actions.');
export type AuditAction = z.infer<typeof AuditActionSchema>;

/** Each action in words, for the log's table and its Action filter. */
export const auditActionLabels: Record<AuditAction, string> = {
  'admin.signIn': 'Signed in',
  'user.makeAdmin': 'Made a user admin',
  'user.ban': 'Banned a user',
  'pet.update': 'Changed a pet',
  'pet.markAdopted': 'Marked a pet adopted',
  'pet.markAvailable': 'Marked a pet available',
  'pet.delete': 'Deleted a pet',
  'campaign.update': 'Changed a campaign',
  'campaign.pause': 'Paused a campaign',
  'campaign.resume': 'Resumed a campaign',
  'campaign.delete': 'Deleted a campaign',
  'payment.refund': 'Refunded a payment',
  'contactMessages.read': 'Read contact messages',
  'monthlyGift.open': 'Opened a donor’s monthly gift by its link',
  'monthlyGift.change': 'Changed a donor’s monthly gift by its link',
  'account.linkProvider': 'Added a sign-in provider to an account',
  'adoptionRequest.accept': 'Accepted an adoption request',
  'adoptionRequest.decline': 'Declined an adoption request',
  'ledger.recordExpense': 'Recorded an expense',
  'ledger.recordCorrection': 'Recorded a correction',
  'campaign.postUpdate': 'Posted a campaign update',
  'shelter.updateDetails': 'Changed the shelter’s receipt details',
  'donors.read': 'Read a campaign’s donors',
  'donors.export': 'Downloaded a campaign’s donations',
};

/** The kind of record an action was on. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'pet',
  'campaign',
  'payment',
  'contactMessages',
  'monthlyGift',
  'adoptionRequest',
  'shelter',
] as const;
export const AuditTargetTypeSchema = z.enum(AUDIT_TARGET_TYPES);
export type AuditTargetType = z.infer<typeof AuditTargetTypeSchema>;

/** One field's value before or after: what the API itself shows of the record, never a secret. */
export const AuditValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(z.string()),
]);
export type AuditValue = z.infer<typeof AuditValueSchema>;

/** The fields an action changed, by their API names (`petName`, `maximumDonation`, …). */
export const AuditFieldsSchema = z.record(z.string(), AuditValueSchema);
export type AuditFields = z.infer<typeof AuditFieldsSchema>;

/** GET /api/audit (admins): one entry, newest first. Nothing in the API changes one. */
export const AuditEntrySchema = z
  .object({
    _id: z.string(),
    /** The admin's id; null once their account is gone (name and e-mail stay). */
    adminId: z.nullable(z.string()),
    adminName: z.string(),
    adminEmail: z.string(),
    action: AuditActionSchema,
    targetType: AuditTargetTypeSchema,
    /**
     * The record's id; null for an action on a list (a page of contact messages) or on the one
     * shelter's details.
     */
    targetId: z.nullable(z.string()),
    /** The record in words as it was then ('Rex', 'ann@example.com', '$25 from …'). */
    targetLabel: z.string(),
    /** The client's address as the server saw it (TRUST_PROXY decides which hop). */
    clientAddress: z.nullable(z.string()),
    /** The changed fields as they were; null for an action that changes nothing before it. */
    before: z.nullable(AuditFieldsSchema),
    after: z.nullable(AuditFieldsSchema),
    createdAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/**
 * GET /api/audit: paged like every list, filtered by admin, action and days (YYYY-MM-DD, UTC,
 * both ends included).
 */
export const AuditListQuerySchema = z
  .extend(PageQuerySchema, {
    adminId: z.optional(
      z.string().check(z.trim(), z.minLength(1, 'Choose an admin.'), z.maxLength(100)),
    ),
    action: z.optional(AuditActionSchema),
    from: z.optional(CalendarDateSchema),
    to: z.optional(CalendarDateSchema),
  })
  .check(
    z.refine(
      (query) => query.from === undefined || query.to === undefined || query.from <= query.to,
      {
        message: 'The last day cannot be before the first.',
        path: ['to'],
      },
    ),
  );
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;
