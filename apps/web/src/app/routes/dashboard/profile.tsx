import type { ActionFunctionArgs } from 'react-router';
import { actOnProfile } from '@/features/account/actions/profile.server';
import { ProfileScreen } from '@/features/account/components/profile-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** The profile's forms, with scripts or without, and the unverified banner's, from any page. */
export const action = ({ request }: ActionFunctionArgs) => actOnProfile(request);

export default function ProfileRoute() {
  const { user, refreshUser } = useAuth();
  // The signed-in guard above renders this only for a signed-in person.
  if (!user) return null;
  return <ProfileScreen user={user} refreshUser={refreshUser} />;
}
