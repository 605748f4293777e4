import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { reportToOpener } from '../utils/social-popup';

/**
 * Where the server sends the popup after the provider (with ?error=… when it failed): tells the
 * window that opened it, then closes itself.
 */
export function SignInPopupDone() {
  const [params] = useSearchParams();
  const error = params.get('error');
  const reported = useRef(false);

  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    reportToOpener({ type: 'pet-adoption:social-sign-in', error });
    window.close();
  }, [error]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-2 p-6 text-center">
      <DocumentTitle title="Pet Adoption | Sign-in" />
      <h1 className="text-xl font-bold">
        {error ? 'Sign-in did not complete' : 'You are signed in'}
      </h1>
      <p>You can close this window.</p>
    </main>
  );
}
