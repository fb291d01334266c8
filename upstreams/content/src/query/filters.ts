import { validationError } from '../errors.ts';
import { coerce, resolveField, type QueryModel, type ResolvedField } from './fields.ts';

/**
 * Strapi's `filters` query parameter compiled to a parameterised SQL condition
 * (https://docs.strapi.io/cms/api/rest/filters). Column names only ever come from the model, and
 * every value is a bound parameter.
 */
export interface Condition {
  sql: string;
  params: unknown[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [value];

type Compile = (field: ResolvedField, name: string, value: unknown) => Condition;

const one =
  (template: (column: string) => string): Compile =>
  (field, name, value) => ({ sql: template(field.column), params: [coerce(field, name, value)] });

const twice =
  (template: (column: string) => string): Compile =>
  (field, name, value) => {
    const bound = coerce(field, name, value);
    return { sql: template(field.column), params: [bound, bound] };
  };

const list =
  (negate: boolean): Compile =>
  (field, name, value) => {
    const values = asList(value).map((item) => coerce(field, name, item));
    if (values.length === 0) return { sql: negate ? '1 = 1' : '1 = 0', params: [] };
    return {
      sql: `${field.column} ${negate ? 'NOT IN' : 'IN'} (${values.map(() => '?').join(', ')})`,
      params: values,
    };
  };

const nullCheck =
  (whenTrue: 'IS NULL' | 'IS NOT NULL'): Compile =>
  (field, _name, value) => {
    const flag = value === true || /^(true|1)$/i.test(String(value));
    const other = whenTrue === 'IS NULL' ? 'IS NOT NULL' : 'IS NULL';
    return { sql: `${field.column} ${flag ? whenTrue : other}`, params: [] };
  };

const operators: Record<string, Compile> = {
  $eq: (field, name, value) => {
    const bound = coerce(field, name, value);
    return bound === null
      ? { sql: `${field.column} IS NULL`, params: [] }
      : { sql: `${field.column} = ?`, params: [bound] };
  },
  $eqi: one((c) => `lower(${c}) = lower(?)`),
  // Null-safe "is not": an entry without the field counts as different, as a shopper would expect.
  $ne: one((c) => `${c} IS NOT ?`),
  $nei: one((c) => `lower(${c}) IS NOT lower(?)`),
  $lt: one((c) => `${c} < ?`),
  $lte: one((c) => `${c} <= ?`),
  $gt: one((c) => `${c} > ?`),
  $gte: one((c) => `${c} >= ?`),
  $in: list(false),
  $notIn: list(true),
  // instr() is case-sensitive, unlike SQLite's LIKE, which matches $contains' meaning.
  $contains: one((c) => `instr(${c}, ?) > 0`),
  $notContains: one((c) => `(${c} IS NULL OR instr(${c}, ?) = 0)`),
  $containsi: one((c) => `instr(lower(${c}), lower(?)) > 0`),
  $notContainsi: one((c) => `(${c} IS NULL OR instr(lower(${c}), lower(?)) = 0)`),
  $startsWith: twice((c) => `substr(${c}, 1, length(?)) = ?`),
  $endsWith: twice((c) => `substr(${c}, -length(?)) = ?`),
  $null: nullCheck('IS NULL'),
  $notNull: nullCheck('IS NOT NULL'),
};

export function compileFilters(model: QueryModel, filters: unknown): Condition {
  if (filters === undefined || filters === '') return { sql: '1 = 1', params: [] };
  if (!isRecord(filters)) throw validationError('Invalid filters', { source: 'query', key: 'filters' });
  return group(model, filters);
}

function group(model: QueryModel, filters: Record<string, unknown>): Condition {
  const parts: Condition[] = Object.entries(filters).map(([key, value]) => {
    if (key === '$and' || key === '$or') {
      const children = asList(value).map((child) => {
        if (!isRecord(child)) throw validationError(`Invalid value for ${key}`, { source: 'query', key });
        return group(model, child);
      });
      if (children.length === 0) return { sql: '1 = 1', params: [] };
      return join(children, key === '$and' ? 'AND' : 'OR');
    }
    if (key === '$not') {
      if (!isRecord(value)) throw validationError('Invalid value for $not', { source: 'query', key });
      const inner = group(model, value);
      return { sql: `NOT (${inner.sql})`, params: inner.params };
    }
    return fieldCondition(model, key, value);
  });
  return parts.length === 0 ? { sql: '1 = 1', params: [] } : join(parts, 'AND');
}

function fieldCondition(model: QueryModel, name: string, value: unknown): Condition {
  const field = resolveField(model, name);
  // `filters[field]=x` means $eq, and a list means $in, as in Strapi.
  if (!isRecord(value))
    return Array.isArray(value) ? operators.$in!(field, name, value) : operators.$eq!(field, name, value);
  const parts = Object.entries(value).map(([operator, operand]) => {
    if (operator === '$not' && isRecord(operand)) {
      const inner = fieldCondition(model, name, operand);
      return { sql: `NOT (${inner.sql})`, params: inner.params };
    }
    const compile = operators[operator];
    if (!compile) throw validationError(`Invalid key ${operator}`, { source: 'query', key: operator });
    return compile(field, name, operand);
  });
  return parts.length === 0 ? { sql: '1 = 1', params: [] } : join(parts, 'AND');
}

const join = (parts: Condition[], glue: 'AND' | 'OR'): Condition => ({
  sql: parts.map((part) => `(${part.sql})`).join(` ${glue} `),
  params: parts.flatMap((part) => part.params),
});
