import { TOASTS } from '@pet-adoption/shared';
import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, expect, it } from 'vitest';
import { AppToaster } from './toaster';

afterEach(() => {
  act(() => toast.remove());
});

it(`never shows more than ${TOASTS.max} toasts`, () => {
  render(<AppToaster />);
  act(() => {
    for (let index = 1; index <= TOASTS.max + 5; index += 1) toast(`Toast ${index}`);
  });
  expect(screen.getAllByRole('status')).toHaveLength(TOASTS.max);
  // The newest stay; the oldest make room.
  expect(screen.getByText(`Toast ${TOASTS.max + 5}`)).toBeInTheDocument();
  expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
});

it('keeps each toast at most 350 px wide', () => {
  render(<AppToaster />);
  act(() => {
    toast.success('Saved');
  });
  expect(screen.getByRole('status').parentElement).toHaveStyle({
    maxWidth: `${TOASTS.maxWidthPx}px`,
  });
});
