import { systemColumns, type Attribute, type ContentType } from '../content-types.ts';
import { fieldError, validationError } from '../errors.ts';
import type { Row } from './statements.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const maxLength: Partial<Record<Attribute['type'], number>> = { string: 255, email: 255, text: 20_000 };

/**
 * Checks a request's `data` against the content type and returns column values. Unknown keys are
 * refused (Strapi 5: "Invalid key"); system fields a client echoes back (id, documentId, dates,
 * locale) are ignored. `fileExists` checks media references.
 */
export function validateInput(
  type: ContentType,
  body: unknown,
  mode: 'create' | 'update',
  fileExists: (id: number) => boolean,
): Row {
  const data = (body as { data?: unknown } | undefined)?.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw validationError('Missing "data" payload in the request body');
  }
  const errors: ReturnType<typeof fieldError>[] = [];
  const values: Row = {};
  for (const [name, raw] of Object.entries(data as Record<string, unknown>)) {
    if (name in systemColumns) continue;
    const attribute = type.attributes[name];
    if (!attribute) {
      errors.push(fieldError(name, `Invalid key ${name}`));
      continue;
    }
    const result = convert(name, attribute, raw, fileExists);
    if ('error' in result) errors.push(fieldError(name, result.error));
    else values[name] = result.value;
  }
  for (const [name, attribute] of Object.entries(type.attributes)) {
    const value = values[name];
    if (mode === 'create' && value === undefined && attribute.default !== undefined) {
      values[name] = attribute.type === 'boolean' ? Number(attribute.default) : attribute.default;
    }
    const missing =
      values[name] === undefined ? mode === 'create' : values[name] === null || values[name] === '';
    const alreadyRefused = errors.some((error) => error.path[0] === name);
    if (attribute.required && missing && !alreadyRefused)
      errors.push(fieldError(name, `${name} must be defined.`));
  }
  if (errors.length > 0) {
    throw validationError(errors.length === 1 ? errors[0]!.message : `${errors.length} errors occurred`, {
      errors,
    });
  }
  return values;
}

type Converted = { value: unknown } | { error: string };

function convert(
  name: string,
  attribute: Attribute,
  raw: unknown,
  fileExists: (id: number) => boolean,
): Converted {
  if (raw === null) return { value: null };
  switch (attribute.type) {
    case 'boolean':
      if (typeof raw === 'boolean') return { value: raw ? 1 : 0 };
      if (raw === 'true' || raw === 'false') return { value: raw === 'true' ? 1 : 0 };
      return { error: `${name} must be a \`boolean\` type` };
    case 'integer': {
      const number = typeof raw === 'string' && /^-?\d+$/.test(raw) ? Number(raw) : raw;
      return Number.isInteger(number) ? { value: number } : { error: `${name} must be an integer` };
    }
    case 'media': {
      const id = typeof raw === 'object' ? (raw as { id?: unknown }).id : raw;
      const number = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id;
      if (!Number.isInteger(number) || !fileExists(number as number))
        return { error: `${name} must be the id of an uploaded file` };
      return { value: number };
    }
    default: {
      if (typeof raw !== 'string') return { error: `${name} must be a \`string\` type` };
      const value = attribute.type === 'email' ? raw.trim().toLowerCase() : raw;
      const limit = maxLength[attribute.type];
      if (limit && value.length > limit) return { error: `${name} must be at most ${limit} characters` };
      if (attribute.type === 'email' && value !== '' && !emailPattern.test(value))
        return { error: `${name} must be a valid email` };
      return { value };
    }
  }
}
