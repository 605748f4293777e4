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

const FIELDS = ['name', 'email', 'message'] as const;

/** Contact Us sent without JavaScript: the same schema and call as the page's script. */
export async function sendMessage(request: Request) {
  const form = await request.formData();
  const { all, shown } = formValues(form, FIELDS);
  const parsed = CreateContactMessageSchema.safeParse(all);
  if (!parsed.success) return refuse(refusalFromIssues(parsed.error.issues, shown));
  try {
    await sendContactMessage(parsed.data);
  } catch (error) {
    return refuse(refusalFromError(error, shown, FIELDS));
  }
  return succeed(paths.contact.getHref(), { key: 'contactSent', name: parsed.data.name });
}
