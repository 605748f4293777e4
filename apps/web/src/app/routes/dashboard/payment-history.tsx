import { useAdmin } from '@/features/auth/api/auth';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { PaymentHistoryScreen } from '@/features/payments/components/payment-history-screen';

export default function PaymentHistoryRoute() {
  const { user } = useAuth();
  const { isAdmin, isPending } = useAdmin(user?.email);
  return <PaymentHistoryScreen isAdmin={isAdmin} isPending={isPending} />;
}
