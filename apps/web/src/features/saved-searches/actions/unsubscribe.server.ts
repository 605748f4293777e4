import { refuse, refusalFromError } from '@/lib/form-action.server';
import { confirmUnsubscribe } from '../unsubscribe';

/**
 * The unsubscribe page's button, with scripts or without: the searches the link names are
 * paused, and the page says so. A server that fails is said in the form, which can be sent
 * again; a link it refuses is the page's own answer (not complete).
 */
export async function unsubscribeForm(request: Request) {
  const form = await request.formData();
  try {
    return await confirmUnsubscribe(form);
  } catch (error) {
    return refuse(refusalFromError(error, {}, []));
  }
}
