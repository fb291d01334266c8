import { Component, Suspense, type ReactNode } from 'react';

/**
 * Wraps what a page can live without (wishlist state, related products, banners): while it
 * loads it shows `fallback`, and if it fails it shows `fallback` instead of breaking the page.
 */
export class Optional extends Component<{ children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return this.props.fallback ?? null;
    return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
  }
}
