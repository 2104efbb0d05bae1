import { Component, type ReactNode } from 'react';

/** Keeps one broken Review (say, an item whose key is missing) from taking the whole report down. */
export class ItemErrorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
