import { Component, type ReactNode } from 'react';
import { ScreenError } from './ScreenError';

interface State {
  error: unknown;
  failed: boolean;
}

/** The error boundary around each screen of the workspace (routes outside it use the router's errorElement). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override render() {
    return this.state.failed ? <ScreenError error={this.state.error} /> : this.props.children;
  }
}
