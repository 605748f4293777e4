import { texts } from '@pet-adoption/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './route-error';

function renderFailingRoute(route: Parameters<typeof createMemoryRouter>[0][number]) {
  const router = createMemoryRouter([
    { path: '/', errorElement: <RouteError />, hydrateFallbackElement: <p>Loading</p>, ...route },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it('names the status the router reports', async () => {
    // No route matches: the router itself answers 404 to the nearest error element.
    const router = createMemoryRouter(
      [
        {
          path: '/',
          Component: Outlet,
          errorElement: <RouteError />,
          children: [{ index: true, element: <p>Home</p> }],
        },
      ],
      { initialEntries: ['/missing'] },
    );
    render(<RouterProvider router={router} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: texts.routeError.heading }),
    ).toBeVisible();
    expect(screen.getByText('404 No route matches URL')).toBeVisible();
    expect(screen.getByRole('link', { name: texts.notFound.homeLink })).toHaveAttribute(
      'href',
      '/',
    );
    await waitFor(() => expect(document.title).toBe(texts.titles.error));
  });

  it('explains a crash in plain words without showing internals', async () => {
    // React and the router both report a render crash on the console; that is expected here.
    vi.mocked(console.error).mockImplementation(() => {});
    renderFailingRoute({
      Component: () => {
        throw new Error('secret internal detail');
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: texts.routeError.heading }),
    ).toBeVisible();
    expect(screen.getByText(/Something went wrong while showing this page/)).toBeVisible();
    expect(screen.queryByText(/secret internal detail/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  });
});
