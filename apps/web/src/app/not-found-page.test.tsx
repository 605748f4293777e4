import { texts } from '@pet-adoption/shared';
import { expect, it } from 'vitest';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

it('shows the 404 texts and a link to the homepage', async () => {
  const { user, router } = renderApp('/this/does/not/exist');

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
  expect(router.state.location.pathname).toBe('/');
  expect(screen.queryByText(texts.notFound.sorry)).toBeNull();
});
