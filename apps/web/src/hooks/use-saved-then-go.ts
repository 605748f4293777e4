import { TOASTS } from '@pet-adoption/shared';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';

/**
 * After a dashboard form saves: the success toast, then, once it has had its time on screen,
 * the page the person goes on to (their list, or where they came from).
 */
export function useSavedThenGo() {
  const navigate = useNavigate();
  return (message: string, href: string) => {
    toast.success(message, { duration: TOASTS.dashboardSuccessMs });
    setTimeout(() => void navigate(href), TOASTS.dashboardSuccessMs);
  };
}
