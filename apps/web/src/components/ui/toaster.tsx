import { TOASTS } from '@pet-adoption/shared';
import { Toaster } from 'react-hot-toast';

/**
 * SPEC §9 toasts: top-right, success 2000 ms, error/blank/custom 4000 ms, loading until
 * dismissed, at most 350 px wide. These equal react-hot-toast's defaults today; they are spelled
 * out so a library upgrade cannot change them silently. "At most 20" is the library's own
 * store limit (TOAST_LIMIT, not configurable); toaster.test.tsx pins it.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
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
