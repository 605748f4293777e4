import { Component, type ReactNode } from 'react';
import { RouteError } from './routes/route-error';

type RouteErrorBoundaryProps = {
  children: ReactNode;
  /** The page's path: going elsewhere clears a failure, as leaving a broken page should. */
  resetKey?: string;
};

type RouteErrorBoundaryState = { error: unknown; failed: boolean };

/**
 * What the routes show when a screen cannot render: its code failed to load (a new deployment,
 * a dropped connection) or it crashed. Everything outside the boundary (navbar, footer) stays.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: RouteErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: undefined, failed: false });
    }
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
