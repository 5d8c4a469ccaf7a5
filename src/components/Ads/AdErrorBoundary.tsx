import { Component, type ReactNode } from 'react';
import { adEvent } from '../../lib/analytics/events';
import { track } from '../../clientModules/track';

/** An ad that fails to render must never break the page: swallow it and report a 'crash'. */
export default class AdErrorBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  componentDidCatch(error: Error) {
    track(adEvent('crash', error.message || 'unknown'));
  }

  render() {
    return this.state.crashed ? null : this.props.children;
  }
}
