import { z } from 'zod/mini';
import { paths, type SocialProvider } from '@/config/paths';
import { api } from '@/lib/api-client';

const SocialRedirectSchema = z.object({ url: z.url() });

/**
 * Asks the server where to send the popup for `provider`. Success and failure both come back
 * to the popup-done route, which reports to the window that opened the popup.
 */
export async function startSocialSignIn(provider: SocialProvider) {
  const callbackURL = paths.authPopupDone.getHref();
  const { url } = await api.post(
    '/auth/sign-in/social',
    { provider, callbackURL, errorCallbackURL: callbackURL, disableRedirect: true },
    SocialRedirectSchema,
    { authenticated: false },
  );
  return url;
}
