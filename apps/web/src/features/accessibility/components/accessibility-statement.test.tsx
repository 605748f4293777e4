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

    expect(screen.getByText('24 November 2026')).toHaveAttribute('datetime', '2026-11-24');
  });
});
