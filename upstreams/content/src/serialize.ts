import type { ContentType } from './content-types.ts';
import type { Row } from './store/statements.ts';

/**
 * Rows to Strapi's response items. Strapi 5's flat shape is the default; a request with
 * `Strapi-Response-Format: v4` gets Strapi 4's `{id, attributes}` shape, as Strapi 5 does during a
 * migration (docs.strapi.io, "new response format").
 */
export type ResponseFormat = 'v5' | 'v4';

export const responseFormat = (header: string | string[] | undefined): ResponseFormat =>
  (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() === 'v4' ? 'v4' : 'v5';

const system = (row: Row) => ({
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  publishedAt: row.published_at,
});

/** A Strapi upload file object, as `GET /api/upload/files/:id` answers it (always flat). */
export function fileObject(row: Row): Record<string, unknown> {
  return {
    id: row.id,
    documentId: row.document_id,
    name: row.name,
    alternativeText: row.alternativeText ?? null,
    caption: row.caption ?? null,
    width: row.width ?? null,
    height: row.height ?? null,
    formats: null,
    hash: row.hash,
    ext: row.ext,
    mime: row.mime,
    size: row.size,
    url: row.url,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    ...system(row),
  };
}

export interface SerializeOptions {
  populate: Set<string>;
  fields: string[] | undefined;
  format: ResponseFormat;
  fileById: (id: number) => Row | undefined;
}

export function entryObject(type: ContentType, row: Row, options: SerializeOptions): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  const wanted = (name: string) => !options.fields || options.fields.includes(name);
  for (const [name, attribute] of Object.entries(type.attributes)) {
    if (attribute.type === 'media') {
      if (!options.populate.has(name)) continue;
      const file = typeof row[name] === 'number' ? options.fileById(row[name]) : undefined;
      const object = file ? fileObject(file) : null;
      attributes[name] = options.format === 'v4' ? { data: object && toV4(object) } : object;
      continue;
    }
    if (!wanted(name)) continue;
    attributes[name] = attribute.type === 'boolean' ? row[name] === 1 : (row[name] ?? null);
  }
  const meta: Record<string, unknown> = Object.fromEntries(
    Object.entries(system(row)).filter(([name]) => wanted(name)),
  );
  if (type.localized && wanted('locale')) meta.locale = row.locale;
  if (options.format === 'v4')
    return { id: row.id, attributes: { documentId: row.document_id, ...attributes, ...meta } };
  return { id: row.id, documentId: row.document_id, ...attributes, ...meta };
}

const toV4 = ({ id, ...rest }: Record<string, unknown>) => ({ id, attributes: rest });
