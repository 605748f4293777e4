import { CreateContactMessageSchema } from '@pet-adoption/shared';
import {
  formValues,
  refuse,
  refusalFromError,
  refusalFromIssues,
  succeed,
} from '@/lib/form-action.server';
import { paths } from '@/config/paths';
import { sendContactMessage } from '../api/contact-message-requests';
import { CONTACT_FIELDS } from '../contact-fields';

/** Contact Us, sent with scripts or without: checked with the API's own schema, then sent. */
export async function sendMessage(request: Request) {
  const form = await request.formData();
  const { all, shown } = formValues(form, CONTACT_FIELDS);
  const parsed = CreateContactMessageSchema.safeParse(all);
  if (!parsed.success) return refuse(refusalFromIssues(parsed.error.issues, shown));
  try {
    await sendContactMessage(parsed.data);
  } catch (error) {
    return refuse(refusalFromError(error, shown, CONTACT_FIELDS));
  }
  return succeed(paths.contact.getHref(), { key: 'contactSent', name: parsed.data.name });
}
