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

// A message may still be in flight when the popup closes itself right after posting it.
const CLOSED_GRACE_MS = 1000;
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

/** Resolves once the popup reports back, or is found closed without having reported. */
export function waitForPopup(popup: Window | null): Promise<PopupOutcome> {
  if (!popup) return Promise.resolve({ outcome: 'blocked' });
  return new Promise((resolve) => {
    const channel =
      typeof BroadcastChannel === 'function' ? new BroadcastChannel(POPUP_CHANNEL) : null;
    let closedSince: number | null = null;

    const finish = (result: PopupOutcome) => {
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
      closedSince ??= Date.now();
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
