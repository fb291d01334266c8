import type { FastifyInstance } from 'fastify';
import { assertCanWrite } from '../auth/access.ts';
import { notFoundError } from '../errors.ts';
import type { ContentServices } from '../services.ts';
import type { EntryStore } from '../store/entries.ts';
import { assertKnownLocale } from '../query/parse-query.ts';
import { validateInput } from '../store/validate-input.ts';
import { queryOf, serializer } from './respond.ts';

/** Strapi's core single-type routes: find, update (create or update) and delete. */
export function singleTypeRoutes(app: FastifyInstance, services: ContentServices, store: EntryStore): void {
  const type = store.type;
  const path = `/${type.route}`;
  const fileExists = (id: number) => services.files.get(id) !== undefined;

  app.get(path, async (request) => {
    const query = queryOf(type, request);
    const documentId = store.singleDocumentId();
    const row = documentId && query.knownLocale ? store.findOne(documentId, query.locale) : undefined;
    if (!row) throw notFoundError();
    return { data: serializer(services, type, request, query)(row), meta: {} };
  });

  app.put(path, async (request) => {
    assertCanWrite(request);
    const query = queryOf(type, request);
    assertKnownLocale(query);
    const documentId = store.singleDocumentId();
    const row = documentId
      ? store.update(documentId, validateInput(type, request.body, 'update', fileExists), query.locale)
      : store.create(validateInput(type, request.body, 'create', fileExists), query.locale);
    return { data: serializer(services, type, request, query)(row), meta: {} };
  });

  app.delete(path, async (request, reply) => {
    assertCanWrite(request);
    const query = queryOf(type, request);
    assertKnownLocale(query);
    const documentId = store.singleDocumentId();
    const localeGiven = (request.query as Record<string, unknown>).locale !== undefined;
    if (!documentId || store.delete(documentId, localeGiven ? query.locale : undefined) === 0)
      throw notFoundError();
    return reply.code(204).send();
  });
}
