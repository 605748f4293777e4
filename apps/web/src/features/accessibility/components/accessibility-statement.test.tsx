import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

describe('the accessibility statement', () => {
  it('states the standard, how it is tested, its limits, how to report and when reviewed', async () => {
    renderApp('/accessibility');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe(texts.titles.accessibility));

    const standard = screen.getByRole('region', { name: 'The standard we meet' });
    expect(standard).toHaveTextContent('WCAG) 2.2 at level AA');
    expect(screen.getByRole('region', { name: 'How we check it' })).toHaveTextContent(
      /axe-core.*WCAG 2\.2 A and AA rules/,
    );
    expect(screen.getByRole('region', { name: 'Known limitations' })).toHaveTextContent('Stripe');

    const report = screen.getByRole('region', { name: 'Tell us about a barrier' });
    expect(
      within(report).getByRole('link', { name: 'write to us through the contact form' }),
    ).toHaveAttribute('href', '/contact');

    const review = screen.getByRole('region', { name: 'What the last outside review found' });
    for (const criterion of ['2.4.3', '2.4.6', '1.3.1']) {
      expect(review).toHaveTextContent(criterion);
    }

    expect(screen.getByText(/last reviewed on/)).toContainElement(
      screen.getAllByText('26 November 2026').at(-1) ?? null,
    );
    for (const date of screen.getAllByText('26 November 2026')) {
      expect(date).toHaveAttribute('datetime', '2026-11-26');
    }
  });
});
