import { useLocation } from 'react-router';
import { z } from 'zod/mini';
import { returnPath } from '../return-path';

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
  if (parsed.success) {
    return returnPath(`${parsed.data.from.pathname}${parsed.data.from.search ?? ''}`);
  }
  return returnPath(new URLSearchParams(location.search).get('redirectTo'));
}
