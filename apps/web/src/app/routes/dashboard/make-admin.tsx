import { useAuth } from '@/features/auth/hooks/use-auth';
import { actOnUserRow } from '@/features/users/actions/users-table.server';
import { getUsersQueryOptions } from '@/features/users/api/users';
import { AllUsersScreen } from '@/features/users/components/all-users-screen';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** Every user comes with the page, each row's Make admin and Ban as forms. */
export function loader() {
  return prefetchPage((queryClient) => queryClient.fetchQuery(getUsersQueryOptions()));
}

export const clientLoader = clientLoaderSkipsServer;

/** Every row's Make admin and Ban, sent by the page's script or by the browser itself. */
export const action = actOnUserRow;

export default function MakeAdminRoute() {
  const { user } = useAuth();
  return <AllUsersScreen currentEmail={user?.email ?? ''} />;
}
