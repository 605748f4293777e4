import type { ActionFunctionArgs } from 'react-router';
import { sendMessage } from '@/features/contact/actions/send-message.server';
import { ContactScreen } from '@/features/contact/components/contact-screen';

/** The Contact Us form sent by the browser itself (before the page's script, or without one). */
export const action = ({ request }: ActionFunctionArgs) => sendMessage(request);

export default ContactScreen;
