import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { pageVisitor } from '../../page-visitor';
import { clientLoaderSkipsServer } from '../../route-data';

/** A signed-out visitor asking for the page itself goes to /login, and back after signing in. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (await pageVisitor(request)) return null;
  const { pathname, search } = new URL(request.url);
  throw redirect(paths.login.getHref(`${pathname}${search}`));
}

export const clientLoader = clientLoaderSkipsServer;

export default RequireAuth;
