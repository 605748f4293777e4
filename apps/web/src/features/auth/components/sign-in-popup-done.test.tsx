import { describe, expect, it, vi } from 'vitest';
import { POPUP_CHANNEL } from '@/features/auth/utils/social-popup';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

describe('/auth/popup-done', () => {
  it.each([
    ['/auth/popup-done', null, 'You are signed in'],
    ['/auth/popup-done?error=account_banned', 'account_banned', 'Sign-in did not complete'],
  ])('%s reports to the opener and closes itself', async (href, error, heading) => {
    const opener = { postMessage: vi.fn() };
    vi.stubGlobal('opener', opener);
    const close = vi.spyOn(window, 'close').mockImplementation(() => {});
    const channel = new BroadcastChannel(POPUP_CHANNEL);
    const broadcast = new Promise((resolve) => {
      channel.onmessage = (event: MessageEvent) => resolve(event.data);
    });

    renderApp(href);
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    const message = { type: 'pet-adoption:social-sign-in', error };
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledWith(message, window.location.origin);
    expect(await broadcast).toEqual(message);
    channel.close();
  });
});
