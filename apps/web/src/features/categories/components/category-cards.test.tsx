import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, pending, signedInHandlers } from '@/testing/mocks/api';
import { bob, categories } from '@/testing/mocks/data';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

async function findSection() {
  const heading = await screen.findByRole('heading', { name: texts.home.categoriesHeading });
  return heading.closest('section')!;
}

describe("Home 'Pets To adoption'", () => {
  it('shows one card per category, each linking to the listing filtered by it', async () => {
    renderApp('/');
    const section = await findSection();

    // The cards arrive one per task: wait for the last.
    await within(section).findByRole('link', { name: categories.at(-1)!.title });
    const cards = within(section).getAllByRole('link');
    expect(cards.map((card) => [card.textContent, card.getAttribute('href')])).toEqual(
      categories.map((c) => [c.title, `/petListing?category=${c.category}`]),
    );
    const image = within(section).getByRole('img', { name: 'Cats waiting for adoption' });
    expect(image).toHaveAttribute('src', '/images/categories/cat.webp');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it('opens the filtered pet listing from a card', async () => {
    // The listing needs sign-in.
    const { user, app } = renderApp('/', { api: signedInHandlers(bob) });
    const section = await findSection();
    await user.click(await within(section).findByRole('link', { name: 'Dogs' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: texts.petListing.bannerTitle }),
    ).toBeVisible();
    expect(app.location().pathname).toBe('/petListing');
    expect(app.location().search).toBe('?category=dog');
  });

  it('shows placeholders while the categories load', async () => {
    renderApp('/', { api: { 'GET /category': pending } });
    const section = await findSection();
    expect(within(section).getByRole('list', { name: 'Loading pet categories' })).toBeVisible();
    expect(within(section).queryAllByRole('link')).toHaveLength(0);
  });

  it('says so when the categories cannot be loaded, and can try again', async () => {
    let calls = 0;
    const { user } = renderApp('/', {
      api: {
        'GET /category': () => {
          calls += 1;
          return calls === 1
            ? json({ error: { code: 'INTERNAL', message: 'Internal Server Error' } }, 500)
            : categories;
        },
      },
    });
    const section = await findSection();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the pet categories");

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(section).getAllByRole('link')).toHaveLength(categories.length),
    );
  });
});
