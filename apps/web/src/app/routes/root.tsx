import { Outlet } from 'react-router';
import { RootLayout } from '@/components/layout/root-layout';

export function Component() {
  // Nobody can sign in yet: the auth issue replaces `null` with the session's user and
  // passes its sign-out action as `onLogOut`.
  return (
    <RootLayout user={null}>
      <Outlet />
    </RootLayout>
  );
}
