import type { CreateContactMessage } from '@pet-adoption/shared';

/** Contact Us's fields in their order on screen: the form's and its action's. */
export const CONTACT_FIELDS: readonly (keyof CreateContactMessage)[] = ['name', 'email', 'message'];
