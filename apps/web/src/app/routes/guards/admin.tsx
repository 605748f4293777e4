import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { RequireAdmin } from '@/features/auth/components/require-auth';
import { pageVisitor } from '../../page-visitor';
import { clientLoaderSkipsServer } from '../../route-data';

/** Anyone but an admin asking for an admin screen lands on the dashboard's first screen. */
export async function loader({ request }: LoaderFunctionArgs) {
  const visitor = await pageVisitor(request);
  if (visitor?.isAdmin) return null;
  throw redirect(paths.dashboard.addPet.getHref());
}

export const clientLoader = clientLoaderSkipsServer;

export default RequireAdmin;
