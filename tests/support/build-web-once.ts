import { ensureWebBuild } from '../e2e/support/stack.ts';

/**
 * Vitest's global setup for the cross-package suites: the storefront is built once, before any
 * file starts. Files run in parallel (root vitest.config.ts), and two suites finding web/dist
 * missing at once would build into the same folder together.
 */
export default function setup(): void {
  ensureWebBuild();
}
