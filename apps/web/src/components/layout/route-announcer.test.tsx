import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json } from '@/testing/mocks/api';
import { act, renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** The polite live region that says which page came. */
const announcer = () => document.querySelector('main ~ [aria-live="polite"]');

async function renderHome() {
  const rendered = renderApp('/');
  await screen.findByRole('link', { name: texts.home.contactUs });
  return rendered;
}

describe('moving to another page', () => {
  it('leaves focus and the announcer alone on the first page', async () => {
    await renderHome();
    expect(document.body).toHaveFocus();
    expect(announcer()).toBeEmptyDOMElement();
  });

  it("puts focus on the new page's h1 and says its title", async () => {
    const { user } = await renderHome();
    await user.click(screen.getByRole('link', { name: texts.home.contactUs }));

    const heading = await screen.findByRole('heading', { level: 1, name: texts.home.contactUs });
    await waitFor(() => expect(heading).toHaveFocus());
    // Focusable from script only: not a stop for Tab.
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(announcer()).toHaveTextContent(texts.titles.contact);
    expect(document.title).toBe(texts.titles.contact);
  });

  it('leaves focus where it is when only the query string changes', async () => {
    const { app } = await renderHome();
    const link = screen.getByRole('link', { name: texts.home.contactUs });
    link.focus();
    await act(() => app.navigate('/?from=test'));
    expect(app.location().search).toBe('?from=test');
    expect(link).toHaveFocus();
    expect(announcer()).toBeEmptyDOMElement();
  });

  it('leaves focus alone for a link to a part of the new page', async () => {
    const { user, app } = await renderHome();
    await user.click(screen.getByRole('link', { name: texts.home.contactUs }));
    const heading = await screen.findByRole('heading', { level: 1, name: texts.home.contactUs });
    await waitFor(() => expect(heading).toHaveFocus());

    await act(() => app.navigate('/#main-content'));
    await screen.findByRole('link', { name: texts.home.contactUs });
    // The page still changed, so it is announced; the reader goes to the part linked to.
    await waitFor(() => expect(announcer()).toHaveTextContent(texts.titles.home));
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });

  it('waits for a heading that comes with the data, here a pet that is not found', async () => {
    const { app } = renderApp('/', {
      api: {
        'GET /petListing/gone': () =>
          json({ error: { code: 'NOT_FOUND', message: 'No such pet.' } }, 404),
      },
    });
    await screen.findByRole('link', { name: texts.home.contactUs });
    // On a link that stays on the page, focus would stay unless the announcer moves it.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    within(nav).getByRole('link', { name: texts.nav.home }).focus();

    await act(() => app.navigate('/petDetails/gone'));
    const heading = await screen.findByRole('heading', { level: 1, name: texts.notFound.heading });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(announcer()).toHaveTextContent(texts.titles.notFound);
  });

  it("also when the layout comes back around a failed page's error", async () => {
    const { app } = await renderHome();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    within(nav).getByRole('link', { name: texts.nav.home }).focus();

    // The accessibility statement takes no form posts: the router fails the navigation, 405.
    await act(() => app.submit(new FormData(), { method: 'post', action: '/accessibility' }));
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: texts.routeError.heading,
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(announcer()).toHaveTextContent(texts.titles.error);
  });
});
