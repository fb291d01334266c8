import { BackInStockLinkPage } from '../features/restock/BackInStockLinkPage.tsx';

/** The confirmation link of a back-in-stock alert's mail (double opt-in). */
export function Component() {
  return <BackInStockLinkPage kind="confirm" />;
}
