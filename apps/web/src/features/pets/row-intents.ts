/**
 * What a row of the pet tables (My added pets, Manage all pets) can ask its route's action when
 * the browser sends the row's form itself (actions/pets-table.server.ts): delete the pet, after
 * confirming, or set whether it is adopted.
 */
export const PET_ROW_INTENTS = ['delete', 'adopted'] as const;

/** The ones that ask first, on a page of their own (`?confirm=delete&id=…`). */
export const PET_CONFIRMATIONS = ['delete'] as const;
