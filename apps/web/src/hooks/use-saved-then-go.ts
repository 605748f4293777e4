import { TOASTS } from '@pet-adoption/shared';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';

/**
 * After a dashboard form saves: the success toast, then, once it has had its time on screen,
 * the page the person goes on to (their list, or where they came from). Someone who leaves the
 * form before then stays where they went: the move is dropped with the form.
 */
export function useSavedThenGo() {
  const navigate = useNavigate();
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pending.current), []);
  return (message: string, href: string) => {
    toast.success(message, { duration: TOASTS.dashboardSuccessMs });
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => void navigate(href), TOASTS.dashboardSuccessMs);
  };
}
