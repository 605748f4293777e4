import { describe, expect, it } from 'vitest';
import { json } from '@/testing/mocks/api';
import { reviews } from '@/testing/mocks/data';
import { renderApp, screen, within } from '@/testing/test-utils';

async function findSection() {
  const heading = await screen.findByRole('heading', { name: 'Testimonials' });
  return heading.closest('section')!;
}

describe('Home testimonials', () => {
  it('shows each review with its name, details and star rating', async () => {
    renderApp('/');
    const section = await findSection();

    // The cards arrive one per task: wait for the last.
    await within(section).findByText(reviews.at(-1)!.name);
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(reviews.length);
    reviews.forEach((review, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('figure')).toHaveAccessibleName(
        `Testimonial from ${review.name}`,
      );
      expect(item).toHaveTextContent(review.name);
      expect(item).toHaveTextContent(review.details);
      expect(
        within(item).getByRole('img', { name: `Rated ${review.rating} out of 5` }),
      ).toBeVisible();
    });
  });

  it('says so when the reviews cannot be loaded', async () => {
    renderApp('/', { api: { 'GET /reviews': () => json('oops', 502) } });
    const section = await findSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      "We couldn't load the testimonials",
    );
  });
});
