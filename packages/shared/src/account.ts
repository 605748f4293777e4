import { z } from 'zod/mini';
import { accountTexts } from './account-texts';
import { EmailSchema, PasswordSchema, PersonNameSchema, RegisterSchema } from './auth';

/** The schemas of the account's own e-mails and links; their sentences are in account-texts.ts. */

/** POST /api/auth/request-password-reset (the identity library's route). */
export const PasswordResetRequestSchema = z
  .object({ email: EmailSchema })
  .register(z.globalRegistry, { id: 'PasswordResetRequest' });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

/** POST /api/auth/reset-password: the e-mailed token and the new password. */
export const PasswordResetSchema = z
  .object({
    token: z.string().check(z.minLength(1, accountTexts.linkInvalid)),
    newPassword: PasswordSchema,
  })
  .register(z.globalRegistry, { id: 'PasswordReset' });
export type PasswordReset = z.infer<typeof PasswordResetSchema>;

/** POST /api/account/verify-email and /api/account/confirm-email: the e-mailed token. */
export const EmailLinkSchema = z
  .object({ token: z.string().check(z.minLength(1, accountTexts.linkInvalid), z.maxLength(200)) })
  .register(z.globalRegistry, { id: 'EmailLink' });
export type EmailLink = z.infer<typeof EmailLinkSchema>;

/**
 * The address a link confirmed; `sentTo` when the link approved a change from the old address
 * and the next link went to the new one.
 */
export const ConfirmedEmailSchema = z
  .object({ email: z.string(), sentTo: z.optional(z.string()) })
  .register(z.globalRegistry, { id: 'ConfirmedEmail' });

/**
 * POST /api/account/change-email: the new address, and the current password (not needed within
 * 5 minutes of signing in, nor for an account without one).
 */
export const ChangeEmailSchema = z
  .object({
    email: EmailSchema,
    currentPassword: z.optional(z.string().check(z.maxLength(200))),
  })
  .register(z.globalRegistry, { id: 'ChangeEmail' });
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>;

/**
 * The answer to a change or a re-send: where the link went; `approveFirst` when it went to the
 * current address, to approve a change before the new address is asked.
 */
export const LinkSentSchema = z
  .object({ sentTo: z.string(), approveFirst: z._default(z.boolean(), false) })
  .register(z.globalRegistry, { id: 'LinkSent' });

/** POST /api/auth/update-user, as the profile form has it: the same rules as sign-up's. */
export const ProfileSchema = z
  .object({ name: PersonNameSchema, photoURL: RegisterSchema.shape.photoURL })
  .register(z.globalRegistry, { id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;
