import { z } from 'zod/mini';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { oneLine } from './plain-text';
import { storedUrlSchema } from './stored-url';
import { texts } from './texts';

const messages = texts.register;

/** Letters, digits and !@#$%^&* only, with at least one digit and one of the specials. */
const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]+$/;

/** Trimmed and lower-cased, so Ann@Example.com and ann@example.com are one account. */
export const EmailSchema = z.pipe(
  z.pipe(
    z
      .string({ error: messages.emailRequired })
      .check(z.trim(), z.minLength(1, messages.emailRequired)),
    z.email('Enter a valid e-mail address.'),
  ),
  z.transform((email: string) => email.toLowerCase()),
);

/** The password rule (docs/product.md §5), with its messages (length first, then the pattern). */
export const PasswordSchema = z.string({ error: messages.passwordRequired }).check(
  z.minLength(1, messages.passwordRequired),
  z.superRefine((password: string, context) => {
    // An empty password has its own message already; don't pile the rule's on top of it.
    if (password.length === 0) return;
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
      context.addIssue({ code: 'custom', message: messages.passwordLength });
    } else if (!PASSWORD_PATTERN.test(password)) {
      context.addIssue({ code: 'custom', message: messages.passwordPattern });
    }
  }),
);

/** A person's name: what they sign up with, and what they may change it to. */
export const PersonNameSchema = z
  .string({ error: messages.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, messages.nameRequired),
    z.maxLength(100, 'Name can be at most 100 characters.'),
    oneLine('Name'),
  );

export const RegisterSchema = z
  .object({
    name: PersonNameSchema,
    photoURL: storedUrlSchema('Photo URL', messages.photoRequired),
    email: EmailSchema,
    password: PasswordSchema,
  })
  .register(z.globalRegistry, { id: 'Register' });
export type Register = z.infer<typeof RegisterSchema>;

/**
 * The answer to a sign-up with an address that already has an account (409): said plainly, as
 * sign-in and most sites do (decision 036).
 */
export const EMAIL_TAKEN_MESSAGE =
  'An account with that e-mail already exists. Log in instead, or use another e-mail.';

/** The login form only requires both fields (the e-mail input is type=email). */
export const LoginSchema = z
  .object({
    email: EmailSchema,
    password: z
      .string({ error: messages.passwordRequired })
      .check(z.minLength(1, messages.passwordRequired)),
  })
  .register(z.globalRegistry, { id: 'Login' });
export type Login = z.infer<typeof LoginSchema>;

/** POST /api/jwt */
export const JwtRequestSchema = z
  .object({ email: EmailSchema })
  .register(z.globalRegistry, { id: 'JwtRequest' });
export const JwtResponseSchema = z
  .object({ token: z.string() })
  .register(z.globalRegistry, { id: 'JwtResponse' });

/** The identity library's answer to GET /api/auth/get-session: null when nobody is signed in. */
export const SessionAnswerSchema = z.nullable(
  z.object({
    user: z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      image: z.nullish(z.string()),
      role: z.optional(z.string()),
      banned: z.nullish(z.boolean()),
      emailVerified: z.optional(z.boolean()),
    }),
  }),
);

/** The signed-in person, as the app shows them (the library calls the photo `image`). */
export type SessionUser = {
  id: string;
  name: string;
  email: string;
  photoURL: string | null;
  /** The person followed the link e-mailed to this address (or Google or GitHub vouch for it). */
  emailVerified: boolean;
};

/** Who is visiting: the person and whether they are an admin. */
export type Visitor = { user: SessionUser; isAdmin: boolean };

/** The visitor a get-session answer names, or null; a banned account counts as signed out. */
export function visitorOfSession(answer: z.output<typeof SessionAnswerSchema>): Visitor | null {
  if (!answer || answer.user.banned) return null;
  const { id, name, email, image, role, emailVerified = false } = answer.user;
  return {
    user: { id, name, email, photoURL: image ?? null, emailVerified },
    isAdmin: role === 'admin',
  };
}
