import type { FastifyInstance } from 'fastify';
import { assertCanWrite } from '../auth/access.ts';
import type { ContentType } from '../content-types.ts';
import { notFoundError, validationError, fieldError } from '../errors.ts';
import type { ContentServices } from '../services.ts';
import type { EntryStore } from '../store/entries.ts';
import { assertKnownLocale } from '../query/parse-query.ts';
import { validateInput } from '../store/validate-input.ts';
import { paginationMeta, queryOf, serializer } from './respond.ts';

type IdParams = { Params: { id: string } };

/** Strapi's core collection-type routes: find, findOne, create, update, delete. */
export function collectionRoutes(app: FastifyInstance, services: ContentServices, store: EntryStore): void {
  const type = store.type;
  const base = `/${type.route}`;
  const fileExists = (id: number) => services.files.get(id) !== undefined;

  app.get(base, async (request) => {
    const query = queryOf(type, request);
    const { rows, total } = query.knownLocale ? store.find(query) : { rows: [], total: 0 };
    return {
      data: rows.map(serializer(services, type, request, query)),
      meta: { pagination: paginationMeta(query.pagination, total) },
    };
  });

  app.get<IdParams>(`${base}/:id`, async (request) => {
    const query = queryOf(type, request);
    const row = query.knownLocale ? store.findOne(request.params.id, query.locale) : undefined;
    if (!row) throw notFoundError();
    return { data: serializer(services, type, request, query)(row), meta: {} };
  });

  app.post(base, async (request, reply) => {
    assertCanWrite(request);
    const query = queryOf(type, request);
    assertKnownLocale(query);
    const values = validateInput(type, request.body, 'create', fileExists);
    const existing = duplicateOf(type, store, values);
    // A second sign-up with the same email is not news to the shopper: answer the stored entry.
    if (existing) return { data: serializer(services, type, request, query)(existing), meta: {} };
    const row = store.create(values, query.locale);
    reply.code(201);
    return { data: serializer(services, type, request, query)(row), meta: {} };
  });

  app.put<IdParams>(`${base}/:id`, async (request) => {
    assertCanWrite(request);
    const query = queryOf(type, request);
    assertKnownLocale(query);
    const documentId = store.documentIdOf(request.params.id);
    if (!documentId) throw notFoundError();
    const values = validateInput(type, request.body, 'update', fileExists);
    const clash = duplicateOf(type, store, values);
    if (clash && clash.document_id !== documentId) {
      const name = type.unique!;
      throw validationError('This attribute must be unique', {
        errors: [fieldError(name, 'This attribute must be unique')],
      });
    }
    const row = store.update(documentId, values, query.locale);
    return { data: serializer(services, type, request, query)(row), meta: {} };
  });

  app.delete<IdParams>(`${base}/:id`, async (request, reply) => {
    assertCanWrite(request);
    const query = queryOf(type, request);
    assertKnownLocale(query);
    const documentId = store.documentIdOf(request.params.id);
    if (!documentId) throw notFoundError();
    const localeGiven = (request.query as Record<string, unknown>).locale !== undefined;
    if (store.delete(documentId, localeGiven ? query.locale : undefined) === 0) throw notFoundError();
    return reply.code(204).send();
  });
}

export function duplicateOf(type: ContentType, store: EntryStore, values: Record<string, unknown>) {
  if (!type.unique || values[type.unique] === undefined) return undefined;
  return store.findByColumn(type.unique, values[type.unique]);
}
