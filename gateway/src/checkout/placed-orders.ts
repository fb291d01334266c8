import type { DocumentNode } from 'graphql';
import { rootAliases } from '../schema/operation-fields.ts';

/** How many commerce `checkout` answers of this request placed an order (the shop funnel's last step). */
export function placedOrders(document: DocumentNode, data: unknown): number {
  const answers = data as Record<string, { result?: string } | null> | null | undefined;
  return rootAliases(document, 'checkout').filter((alias) => answers?.[alias]?.result === 'success').length;
}
