import { Component, type ReactNode } from 'react';
import { ScreenError } from './ScreenError';

interface Props {
  children: ReactNode;
  /** A new value clears a failure (a route's boundary clears when the person goes elsewhere). */
  resetKey?: string;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: string | undefined;
}

/** The error boundary around each route and each screen of the workspace: never a white screen. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: undefined, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <ScreenError error={this.state.error} /> : this.props.children;
  }
}
