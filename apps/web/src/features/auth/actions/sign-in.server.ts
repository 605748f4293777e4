import { LoginSchema, RegisterSchema, type NoticeKey } from '@pet-adoption/shared';
import { data } from 'react-router';
import {
  formValues,
  refuse,
  refusalFromError,
  refusalFromIssues,
  succeed,
} from '@/lib/form-action.server';
import { signInWithEmail, signUpWithEmail } from '../api/auth-requests';
import { describeLoginError, describeRegisterError, REGISTER_ALIASES } from '../form-failures';
import { answersInPlace } from '@/lib/answer-in-place';
import type { SignedInInPlace } from '../in-place';
import { LOGIN_FIELDS, REGISTER_FIELDS } from '../sign-in-fields';
import { returnPath } from '../return-path';

/** The session cookie the identity call set, to hand on to the browser with the answer. */
export function sessionHeaders() {
  const headers = new Headers();
  const keep = (answer: Headers) => {
    for (const cookie of answer.getSetCookie()) headers.append('set-cookie', cookie);
  };
  return { headers, keep };
}

/**
 * Signed in: the page's script takes it from here (in place, with the cookie); a page the
 * browser sent goes on to the remembered page (`?redirectTo=`, when it is on this site).
 */
function signedIn(form: FormData, url: URL, headers: Headers, notice?: { key: NoticeKey }) {
  if (answersInPlace(form)) {
    return data<SignedInInPlace>({ signedIn: true }, { headers });
  }
  return succeed(returnPath(url.searchParams.get('redirectTo')), notice, headers);
}

/** Login, with scripts or without: a refusal is a sentence, never under a field (§8). */
export async function logIn(request: Request, url: URL) {
  const form = await request.formData();
  const { all, shown } = formValues(form, LOGIN_FIELDS, { secret: ['password'] });
  const parsed = LoginSchema.safeParse(all);
  if (!parsed.success) return refuse(refusalFromIssues(parsed.error.issues, shown));
  const session = sessionHeaders();
  try {
    await signInWithEmail(parsed.data, { onHeaders: session.keep });
  } catch (error) {
    return refuse({ fields: {}, message: describeLoginError(error), values: shown });
  }
  return signedIn(form, url, session.headers, { key: 'signedIn' });
}

/** Register, with scripts or without: docs/product.md §5's rules and messages. */
export async function register(request: Request, url: URL) {
  const form = await request.formData();
  const { all, shown } = formValues(form, REGISTER_FIELDS, { secret: ['password'] });
  const parsed = RegisterSchema.safeParse(all);
  if (!parsed.success) return refuse(refusalFromIssues(parsed.error.issues, shown));
  const session = sessionHeaders();
  try {
    await signUpWithEmail(parsed.data, { onHeaders: session.keep });
  } catch (error) {
    return refuse(
      refusalFromError(error, shown, REGISTER_FIELDS, {
        aliases: REGISTER_ALIASES,
        describe: describeRegisterError,
      }),
    );
  }
  return signedIn(form, url, session.headers);
}
