import { texts } from '@pet-adoption/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { SocialProvider } from '@/config/paths';
import { usePublicConfig } from '../api/auth';
import { useAuth } from '../hooks/use-auth';
import { openSocialPopup, type PopupOutcome } from '../utils/social-popup';

const providers: Record<
  SocialProvider,
  { label: string; name: string; success: string; icon: string }
> = {
  google: {
    label: texts.login.google,
    name: 'Google',
    success: texts.login.googleSuccess,
    icon: 'M21.35 11.1H12v2.97h5.35c-.23 1.47-1.74 4.3-5.35 4.3-3.22 0-5.85-2.67-5.85-5.95S8.78 6.47 12 6.47c1.83 0 3.06.78 3.76 1.45l2.56-2.47C16.68 3.92 14.55 3 12 3 6.98 3 3 7.03 3 12s3.98 9 9 9c5.2 0 8.64-3.65 8.64-8.8 0-.59-.06-1.04-.29-1.1Z',
  },
  github: {
    label: texts.login.github,
    name: 'GitHub',
    success: texts.login.githubSuccess,
    icon: 'M12 2a10 10 0 0 0-3.16 19.49c.5.09.68-.22.68-.48v-1.7c-2.78.6-3.37-1.34-3.37-1.34-.45-1.16-1.11-1.47-1.11-1.47-.91-.62.07-.61.07-.61 1 .07 1.53 1.03 1.53 1.03.9 1.53 2.36 1.09 2.93.83.09-.65.35-1.09.63-1.34-2.22-.25-4.56-1.11-4.56-4.94 0-1.09.39-1.98 1.03-2.68-.1-.25-.45-1.27.1-2.65 0 0 .84-.27 2.75 1.02a9.56 9.56 0 0 1 5 0c1.91-1.29 2.75-1.02 2.75-1.02.55 1.38.2 2.4.1 2.65.64.7 1.03 1.59 1.03 2.68 0 3.84-2.34 4.69-4.57 4.93.36.31.68.92.68 1.85v2.75c0 .27.18.58.69.48A10 10 0 0 0 12 2Z',
  },
};

export const socialMessages = {
  notSetUp: (name: string) => `${name} sign-in is not set up on this server.`,
  closed: 'The sign-in window was closed before you finished. Please try again.',
  blocked: 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  failed: (name: string) => `${name} sign-in did not complete. Please try again.`,
};

/**
 * Continue With Google / Continue With Github. Each opens the provider in a popup; a
 * provider this deployment has no keys for stays visible but disabled, saying why.
 */
export function SocialSignIn({ onSuccess }: { onSuccess: () => void }) {
  const { data: config } = usePublicConfig();
  const { completeSocialSignIn } = useAuth();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  function handleOutcome(provider: SocialProvider, result: PopupOutcome) {
    const { name, success } = providers[provider];
    if (result.outcome === 'success') {
      toast.success(success);
      onSuccess();
    } else if (result.outcome === 'blocked') {
      setMessage(socialMessages.blocked);
    } else if (result.outcome === 'closed') {
      setMessage(socialMessages.closed);
    } else if (provider === 'github') {
      // The one social failure the product names.
      toast.error(texts.login.githubFailure);
    } else {
      setMessage(socialMessages.failed(name));
    }
  }

  function start(provider: SocialProvider) {
    setMessage(null);
    // Opened here, synchronously inside the click, or the browser blocks it.
    const popup = openSocialPopup(provider);
    setBusy(true);
    void completeSocialSignIn(popup).then((result) => {
      setBusy(false);
      handleOutcome(provider, result);
    });
  }

  return (
    <div className="flex flex-col gap-3">
      {(Object.keys(providers) as SocialProvider[]).map((provider) => {
        const { label, name, icon } = providers[provider];
        const unavailable = config?.socialProviders[provider] === false;
        const reasonId = `social-${provider}-reason`;
        return (
          <div key={provider} className="flex flex-col gap-1">
            <button
              type="button"
              className="btn btn-outline w-full"
              disabled={unavailable || busy}
              aria-describedby={unavailable ? reasonId : undefined}
              onClick={() => start(provider)}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
                <path d={icon} />
              </svg>
              {label}
            </button>
            {unavailable && (
              <p id={reasonId} className="text-center text-xs text-base-content/70">
                {socialMessages.notSetUp(name)}
              </p>
            )}
          </div>
        );
      })}
      {message && (
        <p role="alert" className="text-sm text-error">
          {message}
        </p>
      )}
    </div>
  );
}
