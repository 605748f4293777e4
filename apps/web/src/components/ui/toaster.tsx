import { TOASTS } from '@pet-adoption/shared';
import { Toaster } from 'react-hot-toast';

/**
 * Toasts: top-right, success 2000 ms, error/blank/custom 4000 ms, loading until dismissed, at most
 * 350 px wide. These equal react-hot-toast's defaults today; they are spelled out so a library
 * upgrade cannot change them silently. "At most 20" is the library's own store limit (TOAST_LIMIT,
 * not configurable); toaster.test.tsx pins it.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      // Below the sticky navbar (4rem): at the library's 16 px a toast covered the account
      // menu's button, and a pointer resting there paused the toast, so it never went away.
      containerStyle={{ top: 'calc(4rem + 0.75rem)' }}
      toastOptions={{
        blank: { duration: TOASTS.errorMs },
        custom: { duration: TOASTS.errorMs },
        error: { duration: TOASTS.errorMs },
        success: { duration: TOASTS.successMs },
        style: { maxWidth: TOASTS.maxWidthPx },
      }}
    />
  );
}
