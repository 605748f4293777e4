import { z } from 'zod/mini';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

/** Stored as typed (not lower-cased): it is only used to write back to the sender. */
const ContactEmailSchema = z.pipe(
  z
    .string({ error: 'Enter your e-mail address.' })
    .check(
      z.trim(),
      z.minLength(1, 'Enter your e-mail address.'),
      z.maxLength(254, 'That e-mail address is too long.'),
    ),
  z.email('Enter a valid e-mail address.'),
);

/** POST /api/contact: the Contact Us form, checked the same way in the browser and the server. */
export const CreateContactMessageSchema = z
  .object({
    name: z
      .string({ error: 'Enter your name.' })
      .check(
        z.trim(),
        z.minLength(1, 'Enter your name.'),
        z.maxLength(CONTACT_NAME_MAX, `Enter at most ${CONTACT_NAME_MAX} characters.`),
      ),
    email: ContactEmailSchema,
    message: z
      .string({ error: 'Write your message.' })
      .check(
        z.trim(),
        z.minLength(1, 'Write your message.'),
        z.minLength(CONTACT_MESSAGE_MIN, `Write at least ${CONTACT_MESSAGE_MIN} characters.`),
        z.maxLength(
          CONTACT_MESSAGE_MAX,
          `Keep your message under ${CONTACT_MESSAGE_MAX} characters.`,
        ),
      ),
  })
  .register(z.globalRegistry, { id: 'CreateContactMessage' });
export type CreateContactMessage = z.infer<typeof CreateContactMessageSchema>;

/** GET /api/contact (admins): one message as stored, newest first. */
export const ContactMessageSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    message: z.string(),
    createdAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
