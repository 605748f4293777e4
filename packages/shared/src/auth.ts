import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './constants';
import { texts } from './texts';

const messages = texts.register;

/** SPEC §5: letters, digits and !@#$%^&* only, with at least one digit and one of the specials. */
const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]+$/;

/** Trimmed and lower-cased, so Ann@Example.com and ann@example.com are one account. */
export const EmailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .pipe(z.email('Enter a valid e-mail address.'))
  .transform((email) => email.toLowerCase());

/** SPEC §5's password rule, with its messages (length first, then the pattern). */
export const PasswordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .superRefine((password, context) => {
    // An empty password has its own message already; don't pile the rule's on top of it.
    if (password.length === 0) return;
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
      context.addIssue({ code: 'custom', message: messages.passwordLength });
    } else if (!PASSWORD_PATTERN.test(password)) {
      context.addIssue({ code: 'custom', message: messages.passwordPattern });
    }
  });

export const RegisterSchema = z
  .object({
    name: z.string({ error: messages.nameRequired }).trim().min(1, messages.nameRequired),
    photoURL: z
      .string({ error: messages.photoRequired })
      .trim()
      .min(1, messages.photoRequired)
      .pipe(z.url('Enter a full web address, starting with http:// or https://.')),
    email: EmailSchema,
    password: PasswordSchema,
  })
  .meta({ id: 'Register' });
export type Register = z.infer<typeof RegisterSchema>;

/** SPEC §5: the login form only requires both fields (the e-mail input is type=email). */
export const LoginSchema = z
  .object({
    email: EmailSchema,
    password: z.string({ error: messages.passwordRequired }).min(1, messages.passwordRequired),
  })
  .meta({ id: 'Login' });
export type Login = z.infer<typeof LoginSchema>;

/** POST /api/jwt */
export const JwtRequestSchema = z.object({ email: EmailSchema }).meta({ id: 'JwtRequest' });
export const JwtResponseSchema = z.object({ token: z.string() }).meta({ id: 'JwtResponse' });
