import { Component, type ReactNode } from 'react';
import { RemoteFailure } from './RemoteFailure';

/** A remote page that throws while rendering shows the error panel instead of taking the shell down. */
export class PageErrorBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote page failed while rendering', error);
  }

  override render() {
    return this.state.failed ? <RemoteFailure onRetry={this.props.onRetry} /> : this.props.children;
  }
}
