import { z } from 'zod/mini';
import { paths, type SocialProvider } from '@/config/paths';

export type PopupOutcome =
  | { outcome: 'success' }
  | { outcome: 'failed'; error: string }
  | { outcome: 'closed' }
  | { outcome: 'blocked' };

/** What the popup-done route reports to the window that opened the popup. */
export const PopupMessageSchema = z.object({
  type: z.literal('pet-adoption:social-sign-in'),
  error: z.nullable(z.string()),
});
export type PopupMessage = z.infer<typeof PopupMessageSchema>;

/**
 * A second way home for the popup's report. window.opener is lost when a browser puts the popup
 * in a new browsing context group on its way back from the provider (Cross-Origin-Opener-Policy);
 * a BroadcastChannel reaches every same-origin window regardless.
 */
export const POPUP_CHANNEL = 'pet-adoption-sign-in';

/**
 * How long a popup seen closed may still report. `popup.closed` turns true as soon as the popup
 * comes back from the provider into a browsing context group of its own (see POPUP_CHANNEL),
 * before its page has run the script that reports: on a slow phone that takes seconds.
 */
const CLOSED_GRACE_MS = 8000;
const POLL_MS = 300;

/**
 * Must run synchronously inside the click handler: browsers block window.open anywhere else.
 * Returns null when the popup was blocked.
 */
export function openSocialPopup(provider: SocialProvider): Window | null {
  const width = 520;
  const height = 680;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  return window.open(
    paths.authPopup.getHref(provider),
    'pet-adoption-sign-in',
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  );
}

/**
 * Resolves once the popup reports back, or is found closed without having reported. A popup
 * seen closed is asked about through `signedIn` (the session cookie the provider's callback set
 * is the truth): signed in is a success at once, without waiting for the popup's word; otherwise
 * its report may still come within the grace, else it was closed before the end.
 */
export function waitForPopup(
  popup: Window | null,
  signedIn: () => Promise<boolean>,
): Promise<PopupOutcome> {
  if (!popup) return Promise.resolve({ outcome: 'blocked' });
  return new Promise((resolve) => {
    const channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(POPUP_CHANNEL) : null;
    let closedSince: number | null = null;
    let finished = false;

    const finish = (result: PopupOutcome) => {
      if (finished) return;
      finished = true;
      window.clearInterval(timer);
      window.removeEventListener('message', onWindowMessage);
      channel?.close();
      resolve(result);
    };
    const report = (data: unknown) => {
      const parsed = PopupMessageSchema.safeParse(data);
      if (!parsed.success) return;
      finish(
        parsed.data.error === null
          ? { outcome: 'success' }
          : { outcome: 'failed', error: parsed.data.error },
      );
    };
    // Only our own origin may sign this window in.
    const onWindowMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) report(event.data);
    };

    window.addEventListener('message', onWindowMessage);
    if (channel) channel.onmessage = (event: MessageEvent) => report(event.data);
    const timer = window.setInterval(() => {
      if (!popup.closed) return;
      if (closedSince === null) {
        closedSince = Date.now();
        void signedIn().then(
          (yes) => yes && finish({ outcome: 'success' }),
          () => undefined,
        );
      }
      if (Date.now() - closedSince >= CLOSED_GRACE_MS) finish({ outcome: 'closed' });
    }, POLL_MS);
  });
}

/** Run in the popup by the popup-done route. */
export function reportToOpener(message: PopupMessage) {
  const opener = window.opener as Window | null;
  opener?.postMessage(message, window.location.origin);
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(POPUP_CHANNEL);
    channel.postMessage(message);
    channel.close();
  }
}
