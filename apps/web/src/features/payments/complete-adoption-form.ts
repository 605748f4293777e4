/** The terms form's intent; any other post on Complete the adoption is the fee's card form. */
export const ACCEPT_TERMS_INTENT = 'accept-terms';
/** The terms checkbox's name, and the field its message goes under. */
export const ACCEPT_FIELD = 'accept';
