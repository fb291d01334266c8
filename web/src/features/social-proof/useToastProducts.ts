import { useEffect, useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay';
import { fetchQuery } from 'relay-runtime';
import type { useToastProductsQuery } from '../../__generated__/useToastProductsQuery.graphql.ts';

/** A product a notification can name: from the shop's catalogue, in the shopper's language. */
export interface ToastProduct {
  databaseId: number;
  name: string;
}

const query = graphql`
  query useToastProductsQuery {
    # The gateway's cached listing (its best-rated sets): one cheap read, no personal data.
    catalogue(orderby: "rating", perPage: 24) {
      products {
        databaseId
        name
      }
    }
  }
`;

/**
 * The catalogue's products the toast names, read when `wanted` turns true (the toast is about to
 * show), never during server rendering. Empty until they arrive or when the read fails: the toast
 * then shows nothing rather than a purchase of nothing.
 */
export function useToastProducts(wanted: boolean): readonly ToastProduct[] {
  const environment = useRelayEnvironment();
  const [products, setProducts] = useState<readonly ToastProduct[]>([]);
  const loaded = products.length > 0;
  useEffect(() => {
    // Once read, the names stay for the page's life; a read cut short (the shopper left the home
    // page) or failed is tried again the next time the toast is on its way.
    if (!wanted || loaded) return;
    const subscription = fetchQuery<useToastProductsQuery>(environment, query, {}).subscribe({
      next: (data) =>
        setProducts(
          data.catalogue.products.flatMap((product) =>
            product.name ? [{ databaseId: product.databaseId, name: product.name }] : [],
          ),
        ),
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [environment, wanted, loaded]);
  return products;
}

/** The product an invented notification names: the same entry names the same product while the list is the same. */
export function productFor(entryId: number, products: readonly ToastProduct[]): ToastProduct | undefined {
  return products.length > 0 ? products[(entryId - 1) % products.length] : undefined;
}
