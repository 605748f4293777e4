/**
 * The field a sign-in form carries once the page's scripts run. Its action then answers in
 * place, and the page takes the new session in itself (its token, the success dialog) before it
 * goes on; a form the browser sent itself is answered with the next page instead.
 */
export const IN_PLACE_FIELD = 'answerInPlace';

/** What the action answers in place: the session cookie is set, the page goes on. */
export type SignedInInPlace = { signedIn: true };
