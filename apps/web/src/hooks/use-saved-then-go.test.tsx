import { TOASTS } from '@pet-adoption/shared';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSavedThenGo } from './use-saved-then-go';

function Form() {
  const savedThenGo = useSavedThenGo();
  return (
    <>
      <button type="button" onClick={() => savedThenGo('Saved', '/list')}>
        Save
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
    </>
  );
}

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form /> },
      { path: '/list', element: <h1>The list</h1> },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useSavedThenGo', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes on to the list once the toast has had its time', async () => {
    const router = renderForm();
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await act(() => vi.advanceTimersByTimeAsync(TOASTS.dashboardSuccessMs - 1));
    expect(router.state.location.pathname).toBe('/form');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/list');
  });

  it('leaves someone who went elsewhere meanwhile where they went', async () => {
    const router = renderForm();
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    await act(async () => {
      screen.getByRole('link', { name: 'Elsewhere' }).click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(router.state.location.pathname).toBe('/elsewhere');
    await act(() => vi.advanceTimersByTimeAsync(TOASTS.dashboardSuccessMs * 2));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});
