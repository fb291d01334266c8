import type { FastifyRequest } from 'fastify';
import type { ContentType } from '../content-types.ts';
import { modelOf, type QueryModel } from '../query/fields.ts';
import { parseQuery, type Pagination, type ParsedQuery } from '../query/parse-query.ts';
import { entryObject, responseFormat } from '../serialize.ts';
import type { ContentServices } from '../services.ts';
import type { Row } from '../store/statements.ts';

const models = new Map<ContentType, QueryModel>();

/** The request's Strapi query parameters, read against the content type. */
export function queryOf(type: ContentType, request: FastifyRequest): ParsedQuery {
  let model = models.get(type);
  if (!model) {
    model = modelOf(type);
    models.set(type, model);
  }
  const query = parseQuery(model, (request.query ?? {}) as Record<string, unknown>);
  // A type that is not localised ignores `locale=`, as Strapi does.
  return type.localized ? query : { ...query, knownLocale: true };
}

/** Serialises rows for this request: populate, fields and the v4/v5 response format. */
export function serializer(
  services: ContentServices,
  type: ContentType,
  request: FastifyRequest,
  query: ParsedQuery,
) {
  const options = {
    populate: query.populate,
    fields: query.fields,
    format: responseFormat(request.headers['strapi-response-format']),
    fileById: (id: number) => services.files.get(id),
  };
  return (row: Row) => entryObject(type, row, options);
}

/** `meta.pagination` as Strapi answers it for page-based and offset-based requests. */
export function paginationMeta(pagination: Pagination, total: number) {
  if (pagination.kind === 'offset') return { start: pagination.start, limit: pagination.limit, total };
  const { page, pageSize } = pagination;
  return { page, pageSize, pageCount: Math.ceil(total / pageSize), total };
}
