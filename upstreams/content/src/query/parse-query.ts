import { defaultLocale, locales, type Locale } from '../content-types.ts';
import { paginationError, validationError } from '../errors.ts';
import { resolveField, type QueryModel } from './fields.ts';
import { compileFilters, type Condition } from './filters.ts';

/** REST defaults of Strapi (`api.rest.defaultLimit` 25, `maxLimit` 100). */
export const defaultPageSize = 25;
export const maxPageSize = 100;

export type Pagination =
  { kind: 'page'; page: number; pageSize: number } | { kind: 'offset'; start: number; limit: number };

export interface ParsedQuery {
  where: Condition;
  orderBy: string;
  pagination: Pagination;
  populate: Set<string>;
  fields: string[] | undefined;
  /** The default locale when `knownLocale` is false. */
  locale: Locale;
  /**
   * False when `locale=` names a locale the service is not set up with (`de_DE` and `xx` alike):
   * reads then find nothing, as Strapi answers them (an empty list, a 404 for one entry or a
   * single type); writes are refused.
   */
  knownLocale: boolean;
}

/** Reads Strapi's REST query parameters (already parsed by qs) for one model. */
export function parseQuery(model: QueryModel, query: Record<string, unknown>): ParsedQuery {
  return {
    where: compileFilters(model, query.filters),
    orderBy: parseSort(model, query.sort),
    pagination: parsePagination(query.pagination),
    populate: parsePopulate(model, query.populate),
    fields: parseFields(model, query.fields),
    ...parseLocale(query.locale),
  };
}

function parseSort(model: QueryModel, sort: unknown): string {
  const items: string[] = [];
  const add = (name: string, direction: string) => {
    const dir = direction.toLowerCase();
    if (dir !== 'asc' && dir !== 'desc')
      throw validationError(`Invalid sort direction ${direction}`, { source: 'query', key: 'sort' });
    items.push(`${resolveField(model, name).column} ${dir.toUpperCase()}`);
  };
  const addText = (text: string) => {
    for (const part of text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const [name = '', direction = 'asc'] = part.split(':');
      add(name, direction);
    }
  };
  if (typeof sort === 'string') addText(sort);
  else if (Array.isArray(sort))
    sort.forEach((item) => (typeof item === 'string' ? addText(item) : invalid('sort')));
  else if (typeof sort === 'object' && sort !== null) {
    for (const [name, direction] of Object.entries(sort)) add(name, String(direction));
  } else if (sort !== undefined) invalid('sort');
  items.push('"id" ASC'); // a stable order between pages
  return items.join(', ');
}

function parsePagination(pagination: unknown): Pagination {
  if (pagination === undefined) return { kind: 'page', page: 1, pageSize: defaultPageSize };
  if (typeof pagination !== 'object' || pagination === null || Array.isArray(pagination)) {
    throw paginationError('Invalid pagination parameters');
  }
  const values = pagination as Record<string, unknown>;
  const byPage = values.page !== undefined || values.pageSize !== undefined;
  const byOffset = values.start !== undefined || values.limit !== undefined;
  if (byPage && byOffset) throw paginationError('Cannot use both page & offset pagination in the same query');
  if (byOffset) {
    const limit = integer(values.limit, defaultPageSize, 'limit');
    return {
      kind: 'offset',
      start: Math.max(0, integer(values.start, 0, 'start')),
      limit: limit === -1 ? maxPageSize : Math.min(Math.max(limit, 1), maxPageSize),
    };
  }
  const page = integer(values.page, 1, 'page');
  const pageSize = integer(values.pageSize, defaultPageSize, 'pageSize');
  if (page < 1) throw paginationError('Invalid pagination parameters: page must be 1 or more');
  return { kind: 'page', page, pageSize: Math.min(Math.max(pageSize, 1), maxPageSize) };
}

function integer(value: unknown, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) {
    throw paginationError(`Invalid pagination parameters: ${name} must be an integer`);
  }
  return Number(value);
}

function parsePopulate(model: QueryModel, populate: unknown): Set<string> {
  const chosen = new Set<string>();
  const addName = (name: string) => {
    if (name === '*') model.media.forEach((media) => chosen.add(media));
    else if (model.media.includes(name)) chosen.add(name);
    else throw validationError(`Invalid key ${name}`, { source: 'query', key: 'populate' });
  };
  if (populate === undefined || populate === '') return chosen;
  if (typeof populate === 'string')
    populate
      .split(',')
      .map((name) => name.trim())
      .forEach(addName);
  else if (Array.isArray(populate))
    populate.forEach((name) => (typeof name === 'string' ? addName(name) : invalid('populate')));
  else if (typeof populate === 'object' && populate !== null) Object.keys(populate).forEach(addName);
  else invalid('populate');
  return chosen;
}

function parseFields(model: QueryModel, fields: unknown): string[] | undefined {
  if (fields === undefined) return undefined;
  const names =
    typeof fields === 'string'
      ? fields.split(',').map((name) => name.trim())
      : Array.isArray(fields)
        ? fields
        : invalid('fields');
  return names.map((name) => {
    if (typeof name !== 'string') invalid('fields');
    resolveField(model, name);
    return name;
  });
}

/**
 * `locale=` takes Strapi's codes of the six shop languages exactly (schema/locales.ts): a region
 * form such as the storefront's `de_DE` is a locale Strapi does not know, so it finds nothing
 * here either rather than quietly meaning German. A value that is not a string is a bad query.
 */
export function parseLocale(locale: unknown): { locale: Locale; knownLocale: boolean } {
  if (locale === undefined || locale === '') return { locale: defaultLocale, knownLocale: true };
  if (typeof locale !== 'string')
    throw validationError('Invalid locale parameter', { source: 'query', key: 'locale' });
  const known = locales.find((code) => code === locale);
  return { locale: known ?? defaultLocale, knownLocale: known !== undefined };
}

/** For writes: content is only written in a locale the service is set up with. */
export function assertKnownLocale(query: ParsedQuery): void {
  if (!query.knownLocale)
    throw validationError('This locale does not exist', { source: 'query', key: 'locale' });
}

function invalid(key: string): never {
  throw validationError(`Invalid ${key} parameter`, { source: 'query', key });
}
