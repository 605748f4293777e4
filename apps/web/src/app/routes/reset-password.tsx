import type { ActionFunctionArgs } from 'react-router';
import { chooseNewPassword } from '@/features/account/actions/reset-password.server';
import { ResetPasswordScreen } from '@/features/account/components/reset-password-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** The new password, sent with scripts or without. */
export const action = ({ request }: ActionFunctionArgs) => chooseNewPassword(request);

/** Every session of the person ended with the new password: this window's too, if it had one. */
export default function ResetPasswordRoute() {
  const { user, refreshUser } = useAuth();
  return (
    <ResetPasswordScreen
      onPasswordChanged={user ? () => void refreshUser().catch(() => undefined) : undefined}
    />
  );
}
