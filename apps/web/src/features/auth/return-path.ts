import { isSameOriginPath } from '@pet-adoption/shared';
import { paths } from '@/config/paths';

/**
 * Where to go after signing in or registering: `candidate` when it is a path on this site, else
 * home; never back to the sign-in screens themselves.
 */
export function returnPath(candidate: string | null | undefined): string {
  if (!candidate || !isSameOriginPath(candidate)) return paths.home.getHref();
  const pathname = candidate.split('?', 1)[0];
  if (pathname === paths.login.path || pathname === paths.signUp.path) return paths.home.getHref();
  return candidate;
}
