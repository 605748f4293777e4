import { monthlyGiftTexts, texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json } from '@/testing/mocks/api';
import { makeMonthlyGift } from '@/testing/mocks/donations';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const NEXT = `/gifts/manage/${'fedcba9876543210'.repeat(2)}`;

describe('a monthly gift’s e-mailed links', () => {
  it('say what the change is, and make it only when its button is pressed', async () => {
    const posted: string[] = [];
    const { user } = renderApp('/gifts/confirm?token=tok-1', {
      api: {
        'GET /gifts/changes': () => ({ description: 'Raise it to $60.', petName: 'Biscuit' }),
        'POST /gifts/changes': ({ init }) => {
          posted.push(init?.body as string);
          return {
            message: monthlyGiftTexts.changed('$60'),
            gift: makeMonthlyGift(),
            manageLink: NEXT,
            confirmationSent: false,
          };
        },
      },
    });
    expect(await screen.findByText('Raise it to $60.')).toBeVisible();
    expect(posted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirm the change' }));
    expect(await screen.findByText(monthlyGiftTexts.changed('$60'))).toHaveFocus();
    expect(posted).toEqual([JSON.stringify({ token: 'tok-1' })]);
    expect(screen.getByRole('link', { name: 'Open your monthly gift' })).toHaveAttribute(
      'href',
      NEXT,
    );
    await waitFor(() => expect(document.title).toBe(texts.titles.confirmGiftChange));
  });

  it('say so when an undo link was used or the gift changed since', async () => {
    const { user } = renderApp('/gifts/undo?token=tok-2', {
      api: {
        'GET /gifts/undo': () => ({
          description: monthlyGiftTexts.undo('Biscuit'),
          petName: 'Biscuit',
        }),
        'POST /gifts/undo': () =>
          json({ error: { code: 'CONFLICT', message: monthlyGiftTexts.changedSince } }, 409),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Undo the change' }));
    expect(await screen.findByText(monthlyGiftTexts.changedSince)).toHaveFocus();
  });
});
