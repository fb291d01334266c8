/**
 * Reads a JSON column (attributes, options, meta, addresses): the parsed value, or `fallback` for
 * an empty or unreadable one, so a damaged row shows as empty instead of failing the request.
 */
export function parseJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}
