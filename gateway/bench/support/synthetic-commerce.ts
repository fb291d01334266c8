import { makeExecutableSchema } from '@graphql-tools/schema';
import Fastify from 'fastify';
import mercurius from 'mercurius';
import { loadCommerceSdl } from '@nails/schema/commerce-capabilities.ts';

/**
 * A commerce endpoint with the real SDL over N generated products, for the bench only: the
 * embedded back end seeds 65 products, the bench needs 10,000, and it measures the gateway, not
 * the back end. It answers the two calls a listing makes: the index pages and products by id.
 */
export interface SyntheticProduct {
  __typename: 'SimpleProduct';
  id: string;
  databaseId: number;
  slug: string;
  name: string;
  date: string;
  onSale: boolean;
  averageRating: number;
  description: string;
  shortDescription: string;
  price: string;
  regularPrice: string;
  image: { id: string; databaseId: number; sourceUrl: string; altText: string };
  productCategories: { nodes: { slug: string; name: string }[] };
  attributes: {
    nodes: {
      __typename: 'GlobalProductAttribute';
      name: string;
      label: string;
      terms: { nodes: { __typename: 'PaLength'; slug: string; name: string }[] };
    }[];
  };
}

export function syntheticProducts(count: number): SyntheticProduct[] {
  const shapes = ['almond', 'coffin', 'stiletto', 'square', 'oval'];
  const lengths = ['short', 'medium', 'long'];
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const regular = 9.9 + (id % 30) * 0.5;
    const onSale = id % 5 === 0;
    const price = onSale ? regular * 0.8 : regular;
    const shape = shapes[id % shapes.length]!;
    const length = lengths[id % lengths.length]!;
    return {
      __typename: 'SimpleProduct',
      id: Buffer.from(`product:${id}`).toString('base64'),
      databaseId: id,
      slug: `synthetic-${id}`,
      name: `Synthetic ${shape} set ${id}`,
      date: new Date(Date.UTC(2026, 0, 1) + id * 60_000).toISOString(),
      onSale,
      averageRating: (id % 11) / 2,
      description: `<p>A ${shape} press-on nail set, number ${id}, with 24 nails in 12 sizes.</p>`,
      shortDescription: `<p>${shape} set ${id}</p>`,
      price: price.toFixed(2),
      regularPrice: regular.toFixed(2),
      image: {
        id: Buffer.from(`post:${id}`).toString('base64'),
        databaseId: 100_000 + id,
        sourceUrl: `http://127.0.0.1/wp-content/uploads/${id}.png`,
        altText: `Set ${id}`,
      },
      productCategories: { nodes: [{ slug: shape, name: shape }] },
      attributes: {
        nodes: [
          {
            __typename: 'GlobalProductAttribute',
            name: 'pa_length',
            label: 'Length',
            terms: { nodes: [{ __typename: 'PaLength', slug: length, name: length }] },
          },
        ],
      },
    };
  });
}

export async function startSyntheticCommerce(
  products: SyntheticProduct[],
): Promise<{ url: string; close(): Promise<void> }> {
  const byId = new Map(products.map((product) => [product.databaseId, product]));
  const schema = makeExecutableSchema({
    typeDefs: loadCommerceSdl(),
    resolvers: {
      // WooGraphQL's root query type is RootQuery (schema/commerce.graphql's schema block). The
      // resolvers are checked against the SDL, so one on a type the SDL no longer has fails here
      // rather than leaving its field to answer null.
      RootQuery: {
        products: (
          _root: unknown,
          args: { first?: number; after?: string; where?: { include?: number[] } },
        ) => {
          const list = args.where?.include
            ? args.where.include.flatMap((id) => byId.get(id) ?? [])
            : products;
          const start = args.after ? Number(Buffer.from(args.after, 'base64').toString()) : 0;
          const nodes = list.slice(start, start + (args.first ?? 10));
          const end = start + nodes.length;
          return {
            nodes,
            edges: [],
            pageInfo: {
              hasNextPage: end < list.length,
              hasPreviousPage: start > 0,
              endCursor: Buffer.from(String(end)).toString('base64'),
            },
          };
        },
        product: (_root: unknown, args: { id: string }) => byId.get(Number(args.id)) ?? null,
      },
      Product: { __resolveType: (product: SyntheticProduct) => product.__typename },
      ProductAttribute: { __resolveType: () => 'GlobalProductAttribute' },
      TermNode: { __resolveType: () => 'PaLength' },
      Node: { __resolveType: () => 'SimpleProduct' },
      MediaItem: { sourceUrl: (image: { sourceUrl: string }) => image.sourceUrl },
      SimpleProduct: {
        price: (product: SyntheticProduct) => product.price,
        regularPrice: (product: SyntheticProduct) => product.regularPrice,
        salePrice: (product: SyntheticProduct) => (product.onSale ? product.price : null),
      },
    },
  });
  const app = Fastify();
  await app.register(mercurius, { schema });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
