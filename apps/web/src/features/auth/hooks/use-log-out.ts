import { texts } from '@pet-adoption/shared';
import { toastLater } from '@/lib/toast-later';
import { useAuth } from './use-auth';

/** Log out from the account menu, saying in a toast whether it worked. */
export function useLogOut() {
  const { logOut } = useAuth();

  return () => {
    logOut().then(
      () => toastLater.success(texts.logOut.success),
      () => toastLater.error(texts.logOut.failure),
    );
  };
}
