import { texts } from '@pet-adoption/shared';
import { useAuth } from './use-auth';

/** Log out from the account menu, saying in a toast whether it worked. */
export function useLogOut() {
  const { logOut } = useAuth();

  return () => {
    // react-hot-toast is not part of the layout's first load (see app/provider.tsx).
    const toast = import('react-hot-toast').then((module) => module.default);
    logOut().then(
      () => void toast.then((show) => show.success(texts.logOut.success)),
      () => void toast.then((show) => show.error(texts.logOut.failure)),
    );
  };
}
