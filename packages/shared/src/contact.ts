import { z } from 'zod';

export const CONTACT_NAME_MAX = 100;
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 2000;

/** Stored as typed (not lower-cased): it is only used to write back to the sender. */
const ContactEmailSchema = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .min(1, 'Enter your e-mail address.')
  .max(254, 'That e-mail address is too long.')
  .pipe(z.email('Enter a valid e-mail address.'));

/** POST /api/contact: the Contact Us form, checked the same way in the browser and the server. */
export const CreateContactMessageSchema = z
  .object({
    name: z
      .string({ error: 'Enter your name.' })
      .trim()
      .min(1, 'Enter your name.')
      .max(CONTACT_NAME_MAX, `Enter at most ${CONTACT_NAME_MAX} characters.`),
    email: ContactEmailSchema,
    message: z
      .string({ error: 'Write your message.' })
      .trim()
      .min(1, 'Write your message.')
      .min(CONTACT_MESSAGE_MIN, `Write at least ${CONTACT_MESSAGE_MIN} characters.`)
      .max(CONTACT_MESSAGE_MAX, `Keep your message under ${CONTACT_MESSAGE_MAX} characters.`),
  })
  .meta({ id: 'CreateContactMessage' });
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
  .meta({ id: 'ContactMessage' });
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
