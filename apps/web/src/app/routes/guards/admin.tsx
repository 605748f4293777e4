import { RequireAdmin } from '@/features/auth/components/require-auth';

/**
 * The admins' screens. The server's guard (app/page-guard.server.ts) has already sent anyone
 * else to the dashboard's first screen; in the browser, this layout does the same.
 */
export default RequireAdmin;
