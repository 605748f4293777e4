import { isSameOriginPath } from '@pet-adoption/shared';
import { useLocation } from 'react-router';
import { z } from 'zod/mini';
import { paths } from '@/config/paths';

// The guard stores the attempted location as navigation state; anything else there is ignored.
const FromStateSchema = z.object({
  from: z.object({
    pathname: z.string().check(z.startsWith('/')),
    search: z.optional(z.string()),
  }),
});

/**
 * Where to go after signing in: the page the visitor came from, else home. A client-side guard
 * remembers it as navigation state; the server, which can only redirect, puts it in
 * `?redirectTo=`.
 */
export function useRedirectTarget() {
  const location = useLocation();
  const parsed = FromStateSchema.safeParse(location.state);
  const redirectTo = new URLSearchParams(location.search).get('redirectTo');
  let target: string = paths.home.getHref();
  if (parsed.success) target = `${parsed.data.from.pathname}${parsed.data.from.search ?? ''}`;
  else if (redirectTo && isSameOriginPath(redirectTo)) target = redirectTo;
  const pathname = target.split('?', 1)[0];
  // Never bounce back to the sign-in screens themselves.
  if (pathname === paths.login.path || pathname === paths.signUp.path) return paths.home.getHref();
  return isSameOriginPath(target) ? target : paths.home.getHref();
}
