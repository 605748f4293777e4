import { RequireAuth } from '@/features/auth/components/require-auth';

/**
 * The screens for signed-in people. The server's guard (app/page-guard.server.ts) has already
 * sent a signed-out visitor to /login; in the browser, this layout does the same after a
 * sign-out, remembering the location as navigation state.
 */
export default RequireAuth;
