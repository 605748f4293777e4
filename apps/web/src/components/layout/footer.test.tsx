import { describe, expect, it } from 'vitest';
import { renderApp, screen, within } from '@/testing/test-utils';

async function renderFooter() {
  renderApp('/contact');
  await screen.findByRole('heading', { level: 1 });
  return screen.getByRole('contentinfo');
}

describe('footer', () => {
  it('shows the three columns as plain text, with Contact and Accessibility as links', async () => {
    const footer = await renderFooter();
    const columns = {
      Services: ['Branding', 'Design', 'Marketing', 'Advertisement'],
      Company: ['About us', 'Contact', 'Jobs', 'Press kit'],
      Legal: ['Terms of use', 'Privacy policy', 'Cookie policy', 'Accessibility'],
    };
    for (const [heading, items] of Object.entries(columns)) {
      const title = within(footer).getByRole('heading', { name: heading });
      const list = title.parentElement!.querySelector('ul')!;
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(items);
    }
    // No dead links: the footer's only links lead to real pages.
    expect(within(footer).getAllByRole('link')).toHaveLength(2);
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(within(footer).getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
  });

  it('shows the logo, the 2023 copyright line, the tagline and three social icons', async () => {
    const footer = await renderFooter();
    expect(footer.querySelector('img[src="/paw.svg"]')).not.toBeNull();
    expect(
      within(footer).getByText(/Copyright © 2023 - All right reserved by a .*course student/),
    ).toBeVisible();
    expect(within(footer).getByText(/Providing reliable tech since 2022/)).toBeVisible();
    expect(
      within(footer)
        .getAllByRole('img')
        .map((icon) => icon.getAttribute('aria-label')),
    ).toEqual(['Twitter', 'YouTube', 'Facebook']);
  });
});
