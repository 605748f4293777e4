import { ContactScreen } from '@/features/contact/components/contact-screen';

export default ContactScreen;
