import { texts } from '@pet-adoption/shared';
import { expect, it } from 'vitest';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

it('shows the 404 texts and a link to the homepage', async () => {
  const { user, app } = renderApp('/this/does/not/exist');

  expect(
    await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' }),
  ).toBeVisible();
  expect(screen.getByText('sorry!!!')).toBeVisible();
  await waitFor(() => expect(document.title).toBe(texts.titles.notFound));

  await user.click(screen.getByRole('link', { name: texts.notFound.homeLink }));
  expect(
    await screen.findByRole('heading', {
      level: 1,
      name: 'Pet Adoption: adopt a pet or help one through a donation',
    }),
  ).toBeVisible();
  expect(app.location().pathname).toBe('/');
  expect(screen.queryByText(texts.notFound.sorry)).toBeNull();
});

it("makes 'sorry!!!' the lead-in of the page's one heading, not a paragraph on its own", async () => {
  renderApp('/this/does/not/exist');

  const heading = await screen.findByRole('heading', { level: 1, name: texts.notFound.heading });
  expect(within(screen.getByRole('main')).getAllByRole('heading')).toEqual([heading]);
  // hgroup is HTML's way to attach a lead-in line to the heading it introduces.
  expect(screen.getByText(texts.notFound.sorry).closest('hgroup')).toContainElement(heading);
});
