import { LoginSchema, RegisterSchema } from '@pet-adoption/shared';
import {
  formValues,
  refuse,
  refusalFromError,
  refusalFromIssues,
  succeed,
} from '@/lib/form-action.server';
import { signInWithEmail, signUpWithEmail } from '../api/auth-requests';
import { describeLoginError, describeRegisterError, REGISTER_ALIASES } from '../form-failures';
import { returnPath } from '../return-path';

/** The session cookie the identity call set, to hand on to the browser with the redirect. */
export function sessionHeaders() {
  const headers = new Headers();
  const keep = (answer: Headers) => {
    for (const cookie of answer.getSetCookie()) headers.append('set-cookie', cookie);
  };
  return { headers, keep };
}

/** Where the browser goes next: the remembered page (`?redirectTo=`) when it is on this site. */
const nextPage = (request: Request) =>
  returnPath(new URL(request.url).searchParams.get('redirectTo'));

/** Login sent without JavaScript: the same check, call and sentences as the page's script. */
export async function logIn(request: Request) {
  const form = await request.formData();
  const { all, shown } = formValues(form, ['email', 'password'], { secret: ['password'] });
  const parsed = LoginSchema.safeParse(all);
  if (!parsed.success) return refuse(refusalFromIssues(parsed.error.issues, shown));
  const session = sessionHeaders();
  try {
    await signInWithEmail(parsed.data, { onHeaders: session.keep });
  } catch (error) {
    return refuse({ fields: {}, message: describeLoginError(error), values: shown });
  }
  return succeed(nextPage(request), { key: 'signedIn' }, session.headers);
}

const REGISTER_FIELDS = ['name', 'photoURL', 'email', 'password'] as const;

/**
 * Register sent without JavaScript: docs/product.md §5's rules and messages, then the remembered
 * page.
 */
export async function register(request: Request) {
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
  return succeed(nextPage(request), undefined, session.headers);
}
