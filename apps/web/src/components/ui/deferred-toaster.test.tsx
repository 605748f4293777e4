import { act, fireEvent, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, expect, it } from 'vitest';
import { DeferredToaster } from './deferred-toaster';

afterEach(() => {
  act(() => toast.remove());
});

it('shows a toast raised before the first interaction once someone taps or types', async () => {
  render(<DeferredToaster />);
  act(() => {
    toast.success('Saved');
  });
  expect(screen.queryByText('Saved')).toBeNull();

  fireEvent.keyDown(document.body, { key: 'Tab' });
  expect(await screen.findByText('Saved')).toBeInTheDocument();
});

it('is there for a toast that answers a click', async () => {
  render(
    <>
      <DeferredToaster />
      <button type="button" onClick={() => toast.error('Something wrong. Please Try again')}>
        Log Out
      </button>
    </>,
  );
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Log Out' }));
  fireEvent.click(screen.getByRole('button', { name: 'Log Out' }));
  expect(await screen.findByText('Something wrong. Please Try again')).toBeInTheDocument();
});
