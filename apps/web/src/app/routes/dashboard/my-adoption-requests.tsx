import { SentRequestsScreen } from '@/features/adoptions/components/sent-requests-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';

export default function MyAdoptionRequestsRoute() {
  const { user } = useAuth();
  return <SentRequestsScreen email={user?.email ?? ''} />;
}
