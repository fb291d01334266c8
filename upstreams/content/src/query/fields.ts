import { systemColumns, type ContentType } from '../content-types.ts';
import { validationError } from '../errors.ts';

export type FieldType = 'string' | 'boolean' | 'integer' | 'number';

export interface ResolvedField {
  column: string;
  type: FieldType;
}

/** A queryable field of a model: its quoted column and how to read query-string values for it. */
export function resolveField(model: QueryModel, name: string): ResolvedField {
  const field = model.fields[name];
  if (!field) throw validationError(`Invalid key ${name}`, { key: name, source: 'query' });
  return field;
}

/** What filters, sort and fields may name: content-type attributes or the upload file columns. */
export interface QueryModel {
  fields: Record<string, ResolvedField>;
  media: string[];
}

const quote = (column: string) => `"${column}"`;

export function modelOf(type: ContentType): QueryModel {
  const fields: Record<string, ResolvedField> = {};
  for (const [name, column] of Object.entries(systemColumns)) {
    if (name === 'locale' && !type.localized) continue;
    fields[name] = { column: quote(column), type: name === 'id' ? 'integer' : 'string' };
  }
  const media: string[] = [];
  for (const [name, attribute] of Object.entries(type.attributes)) {
    if (attribute.type === 'media') {
      media.push(name);
      continue;
    }
    const fieldType: FieldType =
      attribute.type === 'boolean' ? 'boolean' : attribute.type === 'integer' ? 'integer' : 'string';
    fields[name] = { column: quote(name), type: fieldType };
  }
  return { fields, media };
}

export const fileModel: QueryModel = {
  media: [],
  fields: Object.fromEntries([
    ...Object.entries(systemColumns)
      .filter(([name]) => name !== 'locale')
      .map(([name, column]) => [name, { column: quote(column), type: name === 'id' ? 'integer' : 'string' }]),
    ...['name', 'alternativeText', 'caption', 'hash', 'ext', 'mime', 'url'].map((name) => [
      name,
      { column: quote(name), type: 'string' },
    ]),
    ...['width', 'height'].map((name) => [name, { column: quote(name), type: 'integer' }]),
    ['size', { column: quote('size'), type: 'number' }],
  ]) as Record<string, ResolvedField>,
};

/** Reads one query-string value as the field's type; a value of the wrong kind is a 400. */
export function coerce(field: ResolvedField, name: string, value: unknown): string | number | null {
  if (value === null || value === 'null') return null;
  if (typeof value === 'object')
    throw validationError(`Invalid value for ${name}`, { key: name, source: 'query' });
  const text = String(value);
  switch (field.type) {
    case 'boolean':
      if (/^(true|1)$/i.test(text)) return 1;
      if (/^(false|0)$/i.test(text)) return 0;
      break;
    case 'integer':
      if (/^-?\d+$/.test(text)) return Number(text);
      break;
    case 'number':
      if (text !== '' && Number.isFinite(Number(text))) return Number(text);
      break;
    default:
      return text;
  }
  throw validationError(`Invalid value for ${name}: ${text}`, { key: name, source: 'query' });
}
