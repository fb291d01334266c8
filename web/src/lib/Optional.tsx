import { Component, Suspense, type ReactNode } from 'react';
import { AfterHydration } from '../app/hydration.tsx';

/**
 * Wraps what a page can live without (wishlist state, related products, banners): while it
 * loads it shows `fallback`, and if it fails it shows `fallback` instead of breaking the page.
 * It is the shopper's own or may fail, so the server renders `fallback` and the browser loads it
 * after hydration.
 */
export class Optional extends Component<{ children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return this.props.fallback ?? null;
    const fallback = this.props.fallback ?? null;
    return (
      <Suspense fallback={fallback}>
        <AfterHydration fallback={fallback}>{this.props.children}</AfterHydration>
      </Suspense>
    );
  }
}
