import type { CommerceContext } from '../../graphql/context.ts';
import { fromGlobalId } from '../../graphql/ids.ts';
import { globalAttributeFields } from './terms.ts';
import { categoryFields, termFields } from './terms.ts';
import { commentFields, writeReviewResolver } from './reviews.ts';
import { userCommentsResolver } from './user-reviews.ts';
import { mediaFields } from './media.ts';
import {
  externalProductFields,
  groupProductFields,
  productFields,
  variableProductFields,
} from './product.ts';
import { catalogueQueryResolvers } from './query.ts';
import { variationFields } from './variation.ts';

/** Objects `node(id:)` can answer from the catalogue, by the type inside the global id. */
export function catalogueNode(globalId: string, ctx: CommerceContext): unknown {
  const parsed = fromGlobalId(globalId);
  if (!parsed) return null;
  const id = Number(parsed.id);
  const { catalogue } = ctx;
  switch (parsed.type) {
    case 'product': {
      const product = catalogue.productById(id);
      return product?.status === 'publish' ? product : null;
    }
    case 'product_variation':
      return catalogue.variationById(id) ?? null;
    case 'post':
      return catalogue.mediaById(id) ?? null;
    case 'term':
      return catalogue.termById(id) ?? null;
    case 'comment': {
      const review = catalogue.reviewById(id);
      return review?.approved ? review : null;
    }
    default:
      return undefined;
  }
}

/** The catalogue half of the commerce resolvers; src/graphql/resolvers.ts merges the shop's in. */
export const catalogueResolvers = {
  Query: catalogueQueryResolvers,
  Mutation: { writeReview: writeReviewResolver },
  OffsetPaginationPageInfo: {
    total: (info: { total: number | (() => number) }) =>
      typeof info.total === 'function' ? info.total() : info.total,
  },
  SimpleProduct: productFields,
  VariableProduct: { ...productFields, ...variableProductFields },
  ExternalProduct: { ...productFields, ...externalProductFields },
  GroupProduct: { ...productFields, ...groupProductFields },
  ProductVariation: variationFields,
  MediaItem: mediaFields,
  ProductCategory: categoryFields,
  ProductTag: termFields,
  PaSize: termFields,
  PaLength: termFields,
  PaFinish: termFields,
  GlobalProductAttribute: globalAttributeFields,
  Comment: commentFields,
  // The shop serves the rest of User (shop/graphql/account-resolvers.ts); her reviews are the catalogue's.
  User: { comments: userCommentsResolver },
};
