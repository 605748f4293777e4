import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

describe('Contact Us', () => {
  it('puts the message form beside the shelter’s address, phones and e-mail', async () => {
    renderApp('/contact');
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.home.contactUs }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe(texts.titles.contact));

    const form = screen.getByRole('region', { name: 'Send us a message' });
    expect(within(form).getByLabelText(/^Your name/)).toBeVisible();
    expect(within(form).getByLabelText(/^Your e-mail/)).toBeVisible();

    const shelter = screen.getByRole('region', { name: 'Our shelter' });
    expect(within(shelter).getByText('Pawfect Haven Animal Shelter')).toBeVisible();
    expect(within(shelter).getByRole('link', { name: '+1 555 0142' })).toHaveAttribute(
      'href',
      'tel:+15550142',
    );
  });
});
