/**
 * What a sign-in's action answers in place (lib/answer-in-place.ts): the session cookie is set,
 * and the page takes the new session in itself (its token, the success dialog) before it goes on.
 */
export type SignedInInPlace = { signedIn: true };
