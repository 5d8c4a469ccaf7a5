import { Component, type ReactNode } from 'react';

export interface DemoErrorBoundaryProps {
  /** Renders the error box; `reset` remounts the demo. */
  fallback: (error: Error) => ReactNode;
  children: ReactNode;
  /** After a crash, a new value renders the children again (a props playground's next choice). */
  resetKey?: unknown;
}

/**
 * Keeps a crashing demo to itself: the rest of the page goes on working and the demo shows an
 * error box instead. The parent remounts it (a new `key`) to recover.
 */
export default class DemoErrorBoundary extends Component<DemoErrorBoundaryProps, { error: Error | null }> {
  state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidUpdate(previous: DemoErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}
