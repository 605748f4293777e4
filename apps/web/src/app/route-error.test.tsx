import { texts } from '@pet-adoption/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/test-utils';
import { RouteErrorBoundary } from '../route-error-boundary';

function Throws({ error }: { error: unknown }): never {
  throw error;
}

describe('RouteError', () => {
  it('names a status thrown in the router’s shape, with its wording', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    render(
      <RouteErrorBoundary>
        <Throws error={new ErrorResponse(405, 'Method Not Allowed', null)} />
      </RouteErrorBoundary>,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: texts.routeError.heading }),
    ).toBeVisible();
    expect(screen.getByText('405 Method Not Allowed')).toBeVisible();
    expect(screen.getByRole('link', { name: texts.notFound.homeLink })).toHaveAttribute(
      'href',
      '/',
    );
    await waitFor(() => expect(document.title).toBe(texts.titles.error));
  });

  it('explains a crash in plain words without showing internals', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    render(
      <RouteErrorBoundary>
        <Throws error={new Error('secret internal detail')} />
      </RouteErrorBoundary>,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: texts.routeError.heading }),
    ).toBeVisible();
    expect(screen.getByText(/Something went wrong while showing this page/)).toBeVisible();
    expect(screen.queryByText(/secret internal detail/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  });

  it('keeps navbar and footer when a screen’s code fails to load, and clears on leaving', async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    vi.doMock('./contact', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { user } = renderApp('/contact');

    expect(
      await screen.findByRole('heading', { level: 1, name: texts.routeError.heading }),
    ).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();

    await user.click(screen.getAllByRole('link', { name: texts.nav.home })[0]!);
    expect(await screen.findByRole('heading', { name: texts.home.registerHeading })).toBeVisible();
    expect(screen.queryByRole('heading', { name: texts.routeError.heading })).toBeNull();
    vi.doUnmock('./contact');
  });
});
