import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { visitorOf } from '@/features/auth/api/auth';
import { RequireAdmin } from '@/features/auth/components/require-auth';
import { clientLoaderSkipsServer } from '../../route-data';

/** Anyone but an admin asking for an admin screen lands on the dashboard's first screen. */
export async function loader({ request }: LoaderFunctionArgs) {
  const visitor = await visitorOf(request).catch(() => null);
  if (visitor?.isAdmin) return null;
  throw redirect(paths.dashboard.addPet.getHref());
}

export const clientLoader = clientLoaderSkipsServer;

export default RequireAdmin;
