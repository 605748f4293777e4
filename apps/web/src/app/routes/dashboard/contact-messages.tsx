import { ContactMessagesScreen } from '@/features/contact/components/contact-messages-screen';

export default ContactMessagesScreen;
