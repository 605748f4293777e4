import { accountTexts } from '@pet-adoption/shared';
import { ResendVerificationForm } from './resend-verification-form';

type VerifyEmailBannerProps = {
  /** The signed-in person's address, not confirmed yet. */
  email: string;
  onAlreadyVerified?: (() => void) | undefined;
};

/**
 * Under the navbar on every page while the signed-in person's address is not confirmed: a
 * gentle reminder (the app works as before), with the link to send again. A named region, so
 * it is found in a screen reader's landmarks; it never takes focus.
 */
export function VerifyEmailBanner({ email, onAlreadyVerified }: VerifyEmailBannerProps) {
  return (
    <section
      aria-label={accountTexts.verifyBannerLabel}
      className="border-b border-info/30 bg-info/10"
    >
      {/* The button follows the sentence rather than sitting at the far right, where the
          toasts appear: its own toast would cover it, and pause there under the pointer. */}
      <div className="mx-auto flex max-w-page flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4 sm:px-6 lg:px-8">
        <p className="flex items-start gap-2 text-sm">
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 stroke-info"
            fill="none"
          >
            <path
              strokeLinecap="round"
              strokeLinejoin="round"
              strokeWidth="2"
              d="M4 6h16v12H4zM4 7l8 6 8-6"
            />
          </svg>
          <span className="min-w-0 break-words">{accountTexts.verifyBanner(email)}</span>
        </p>
        <ResendVerificationForm
          onAlreadyVerified={onAlreadyVerified}
          buttonClassName="btn btn-sm btn-outline btn-info"
        />
      </div>
    </section>
  );
}
