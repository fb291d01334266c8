import { BackInStockLinkPage } from '../features/restock/BackInStockLinkPage.tsx';

/** The unsubscribe link every back-in-stock mail carries. */
export function Component() {
  return <BackInStockLinkPage kind="unsubscribe" />;
}
