import { succeed } from '@/lib/form-action.server';
import { paths } from '@/config/paths';
import { signOut } from '../api/auth-requests';
import { sessionHeaders } from './sign-in.server';

/**
 * Log Out sent without JavaScript: ends the session and goes Home, where the page says whether
 * it worked, as the toast does with scripts. The cleared session cookie travels with the
 * redirect.
 */
export async function logOut() {
  const session = sessionHeaders();
  try {
    await signOut({ onHeaders: session.keep });
  } catch {
    return succeed(paths.home.getHref(), { key: 'logOutFailed' });
  }
  return succeed(paths.home.getHref(), { key: 'loggedOut' }, session.headers);
}
