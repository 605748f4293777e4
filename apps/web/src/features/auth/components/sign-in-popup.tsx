import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { Spinner } from '@/components/ui/spinner';
import { startSocialSignIn } from '../api/auth-requests';
import { reportToOpener } from '../utils/social-popup';

const providers = { google: 'Google', github: 'GitHub' } as const;
type Provider = keyof typeof providers;
const isProvider = (value: string | undefined): value is Provider =>
  value === 'google' || value === 'github';

/**
 * Runs inside the sign-in popup: asks the server for the provider's sign-in address and goes
 * there. The popup was opened on this route (not on the provider directly) because the address
 * is only known after a request, and browsers block popups opened after an await.
 */
export function SignInPopup() {
  const { provider } = useParams();
  const [error, setError] = useState<string | null>(null);
  // One sign-in per popup, even when StrictMode runs the effect twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !isProvider(provider)) return;
    started.current = true;
    startSocialSignIn(provider).then(
      (url) => window.location.replace(url),
      (caught: unknown) => {
        const message = caught instanceof Error ? caught.message : 'Sign-in could not start.';
        setError(message);
        reportToOpener({ type: 'pet-adoption:social-sign-in', error: message });
      },
    );
  }, [provider]);

  const name = isProvider(provider) ? providers[provider] : 'this provider';
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <DocumentTitle title={`Pet Adoption | Sign in with ${name}`} />
      {error || !isProvider(provider) ? (
        <>
          <h1 className="text-xl font-bold">Sign-in could not start</h1>
          <p>{error ?? 'This sign-in provider is not known.'} You can close this window.</p>
        </>
      ) : (
        <>
          <Spinner label={`Opening ${name}`} />
          <h1 className="text-xl font-bold">Opening {name}…</h1>
        </>
      )}
    </main>
  );
}
