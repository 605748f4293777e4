import { texts } from '@pet-adoption/shared';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, renderApp, screen, waitFor } from '@/testing/test-utils';

// The contact screen crashes while rendering when a test says so; the route table, layout and
// error boundaries around it are the app's own.
const crash = vi.hoisted((): { error: Error | null } => ({ error: null }));
vi.mock('./routes/contact', async (importOriginal) => {
  const actual = await importOriginal<{ default: ComponentType }>();
  const Screen = actual.default;
  return {
    ...actual,
    default: function CrashingContact() {
      if (crash.error !== null) throw crash.error;
      return <Screen />;
    },
  };
});

function crashContactWith(error: Error) {
  crash.error = error;
  // React reports the caught render error on the console; the page shown is what matters here.
  vi.mocked(console.error).mockImplementation(() => {});
}

describe('the route error page', () => {
  it('explains a crashed screen in plain words, inside the navbar and footer', async () => {
    crashContactWith(new Error('secret internal detail'));
    renderApp('/contact');

    expect(
      await screen.findByRole('heading', { level: 1, name: texts.routeError.heading }),
    ).toBeVisible();
    expect(screen.getByText(/Something went wrong while showing this page/)).toBeVisible();
    expect(screen.queryByText(/secret internal detail/)).not.toBeInTheDocument();
    // Links, so that they work before and without the page's script.
    expect(screen.getByRole('link', { name: 'Reload the page' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.getByRole('link', { name: texts.notFound.homeLink })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    await waitFor(() => expect(document.title).toBe(texts.titles.error));
  });

  it('goes away when the visitor leaves for another page', async () => {
    crashContactWith(new Error('boom'));
    const { user } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: texts.routeError.heading });

    await user.click(screen.getAllByRole('link', { name: texts.nav.home })[0]!);
    expect(await screen.findByRole('heading', { name: texts.home.registerHeading })).toBeVisible();
    expect(screen.queryByRole('heading', { name: texts.routeError.heading })).toBeNull();
  });

  it('names a status the router raises, with its wording', async () => {
    crash.error = null;
    const { app } = renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: texts.home.contactUs });

    // The accessibility statement takes no form posts: the router answers 405 itself.
    await act(() => app.submit(new FormData(), { method: 'post', action: '/accessibility' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: texts.routeError.heading }),
    ).toBeVisible();
    expect(screen.getByText('405 Method Not Allowed')).toBeVisible();
    expect(screen.getByText('That action is not possible on this page.')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });
});
