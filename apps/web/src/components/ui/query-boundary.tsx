import type { ReactElement, ReactNode } from 'react';
import { ApiError } from '@/lib/api-error';
import { LoadError } from './load-error';
import { PageSpinner } from './spinner';

/** What the boundary reads of a TanStack query's result, plain or infinite. */
type BoundaryQuery<TData> =
  | { status: 'pending' }
  | { status: 'error'; error: Error; refetch: () => Promise<unknown> }
  | { status: 'success'; data: TData };

type QueryBoundaryProps<TData> = {
  query: BoundaryQuery<TData>;
  /** Shown while the first answer is on its way; the page spinner unless a skeleton fits better. */
  pending?: ReactNode;
  /** Shown instead of the error when the server answers 404; without it a 404 is an error. */
  notFound?: ReactNode;
  /** A sentence of the section's own instead of the server's message. */
  errorMessage?: string;
  /** Puts the error where the screen wants it, for example under the screen's title and heading. */
  renderError?: (loadError: ReactElement) => ReactNode;
  children: (data: TData) => ReactNode;
};

/**
 * A screen's or section's data once it has come, and in the meantime the same states everywhere:
 * loading, not found, or the error with Try again (which asks the server again).
 */
export function QueryBoundary<TData>({
  query,
  pending = <PageSpinner />,
  notFound,
  errorMessage,
  renderError,
  children,
}: QueryBoundaryProps<TData>) {
  if (query.status === 'pending') return pending;
  if (query.status === 'error') {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    if (missing && notFound !== undefined) return notFound;
    const loadError = (
      <LoadError
        message={errorMessage ?? query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
    return renderError ? renderError(loadError) : loadError;
  }
  return children(query.data);
}
