import { texts } from '@pet-adoption/shared';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, screen } from '@/testing/test-utils';

describe('ScrollToTop', () => {
  it('starts a new page at its top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { user } = renderApp('/');
    await screen.findByRole('heading', { name: texts.home.joinOurClub });
    scrollTo.mockClear();

    await user.click(screen.getAllByRole('link', { name: texts.home.contactUs })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  }, 15_000);
});
