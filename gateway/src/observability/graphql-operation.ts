/**
 * Reads what the metrics need from a GraphQL request and response without parsing the document:
 * the operation name (body `operationName`, else the name in the query text) and whether the
 * response carries `errors` (which GraphQL sends with HTTP 200).
 */
import { httpStatusFor, isErrorCode } from '../errors.ts';

export interface OperationLabel {
  name: string;
  type: string;
}

const namedOperation = /(?:^|[\s}])(query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;
const anonymousOperation = /^\s*(?:query|mutation|subscription)?\s*[({]/;
const validName = /^[_A-Za-z][_0-9A-Za-z]{0,79}$/;

/** Operation name and type of one request payload (a body object or a GET query string). */
export function operationOf(payload: unknown): OperationLabel {
  if (!payload || typeof payload !== 'object') return { name: 'unknown', type: 'unknown' };
  const { operationName, query } = payload as { operationName?: unknown; query?: unknown };
  const text = typeof query === 'string' ? query.replace(/#[^\n]*/g, '') : '';
  const match = namedOperation.exec(text);
  const type = match?.[1] ?? (anonymousOperation.test(text) ? 'query' : 'unknown');
  if (typeof operationName === 'string' && operationName !== '') {
    return { name: validName.test(operationName) ? operationName : 'invalid', type };
  }
  if (match?.[2]) return { name: match[2], type };
  return { name: text ? 'anonymous' : 'unknown', type };
}

/** The operations of a request: one, or several for a batched (array) body. */
export function operationsOf(payload: unknown): OperationLabel[] {
  return Array.isArray(payload) ? payload.map(operationOf) : [operationOf(payload)];
}

/**
 * What each response of a serialized GraphQL reply carries: `none`, only `refusal`s (every error
 * has a code the error catalogue answers with a 4xx: the shop said no to the shopper, as
 * CART_EMPTY or COUPON_EXPIRED, and nothing failed), or an `error` (a 5xx code, or no code).
 * The JSON is parsed only when the text contains an `"errors"` key, so successful replies cost
 * one substring search.
 */
export type AnswerErrors = 'none' | 'refusal' | 'error';

export function responseErrors(payload: unknown, expected: number): AnswerErrors[] {
  const none = Array.from({ length: expected }, (): AnswerErrors => 'none');
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return none;
  const text = payload.toString();
  if (!text.includes('"errors"')) return none;
  try {
    const body = JSON.parse(text) as unknown;
    const bodies = Array.isArray(body) ? body : [body];
    return none.map((_, index) => errorsOf(bodies[index]));
  } catch {
    return none;
  }
}

function errorsOf(body: unknown): AnswerErrors {
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors) || errors.length === 0) return 'none';
  return errors.every(isRefusal) ? 'refusal' : 'error';
}

/** An error whose code the catalogue (schema/error-codes.json) answers with a 4xx status. */
function isRefusal(error: unknown): boolean {
  const code = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
  return isErrorCode(code) && httpStatusFor(code) < 500;
}

/**
 * Caps the label values a client can invent: past `limit` distinct operation names, new ones
 * are counted as "other" so a scanner cannot blow up the time series count.
 */
export function createNameLimiter(limit = 300): (name: string) => string {
  const seen = new Set<string>();
  return (name) => {
    if (seen.has(name)) return name;
    if (seen.size >= limit) return 'other';
    seen.add(name);
    return name;
  };
}
