import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { QueryBoundary } from './query-boundary';

type Extra = Omit<ComponentProps<typeof QueryBoundary<string>>, 'query' | 'children'>;

function Pet({ load, extra }: { load: () => Promise<string>; extra: Extra }) {
  const pet = useQuery({ queryKey: ['pet'], queryFn: load, retry: false });
  return (
    <QueryBoundary query={pet} {...extra}>
      {(name) => <p>Meet {name}</p>}
    </QueryBoundary>
  );
}

function renderPet(load: () => Promise<string>, extra: Extra = {}) {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <Pet load={load} extra={extra} />
    </QueryClientProvider>,
  );
}

const missing = () => Promise.reject(new ApiError(404, 'NOT_FOUND', 'That pet does not exist.'));

describe('QueryBoundary', () => {
  it('shows the page spinner until the data comes, then the data', async () => {
    renderPet(() => Promise.resolve('Bella'));
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(await screen.findByText('Meet Bella')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the given placeholder while loading', () => {
    renderPet(() => new Promise<string>(() => {}), { pending: <p>Loading the pet</p> });
    expect(screen.getByText('Loading the pet')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the not-found view for a 404, and the error without one', async () => {
    const { unmount } = renderPet(missing, { notFound: <h1>Page Not Found</h1> });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();

    renderPet(missing);
    expect(await screen.findByRole('alert')).toHaveTextContent('That pet does not exist.');
  });

  it('says why the data did not come, and Try again asks again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL', 'The server had a problem.'))
      .mockResolvedValueOnce('Bella');
    renderPet(load, { notFound: <h1>Page Not Found</h1> });

    expect(await screen.findByRole('alert')).toHaveTextContent('The server had a problem.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Meet Bella')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("puts the section's own sentence in the error, where the screen wants it", async () => {
    renderPet(() => Promise.reject(new Error('Failed to fetch')), {
      errorMessage: "We couldn't load the pet just now.",
      renderError: (loadError) => (
        <section aria-label="Pet details">
          <h1>Pet details</h1>
          {loadError}
        </section>
      ),
    });

    const section = await screen.findByRole('region', { name: 'Pet details' });
    expect(section).toContainElement(screen.getByRole('heading', { name: 'Pet details' }));
    expect(section).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load the pet just now.");
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });
});
