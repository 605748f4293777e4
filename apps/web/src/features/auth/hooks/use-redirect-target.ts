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

/** Where to go after signing in — the page the visitor came from, else home. */
export function useRedirectTarget() {
  const location = useLocation();
  const parsed = FromStateSchema.safeParse(location.state);
  if (!parsed.success) return paths.home.getHref();
  const { pathname, search = '' } = parsed.data.from;
  // Never bounce back to the sign-in screens themselves.
  if (pathname === paths.login.path || pathname === paths.signUp.path) return paths.home.getHref();
  return `${pathname}${search}`;
}
