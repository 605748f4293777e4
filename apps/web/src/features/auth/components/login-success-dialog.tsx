import { LOGIN_DIALOG_MS, texts } from '@pet-adoption/shared';
import { useEffect, useEffectEvent, useId, useRef } from 'react';

/**
 * A centred dialog with a success icon and no button, 'User Log in Successfully', closing by itself
 * after 1500 ms.
 */
export function LoginSuccessDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    // Focus moves into the dialog so screen readers announce it.
    ref.current?.focus();
    const timer = window.setTimeout(() => close(), LOGIN_DIALOG_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-neutral/40 p-4">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="flex w-full max-w-sm flex-col items-center gap-4 rounded-box bg-base-100 px-6 py-10 text-center shadow-xl outline-none"
      >
        <svg viewBox="0 0 52 52" aria-hidden="true" className="size-20 text-success">
          <circle cx="26" cy="26" r="24" fill="none" stroke="currentColor" strokeWidth="3" />
          <path
            d="M15 27l7 7 15-16"
            fill="none"
            stroke="currentColor"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h2 id={titleId} className="text-2xl font-bold">
          {texts.login.success}
        </h2>
      </div>
    </div>
  );
}
