/** WPGraphQL global ids: base64 of "type:databaseId". */
export const toGlobalId = (type: string, id: number | string): string =>
  Buffer.from(`${type}:${id}`).toString('base64');

export function fromGlobalId(id: string): { type: string; id: string } | undefined {
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  const at = decoded.indexOf(':');
  if (at <= 0 || Buffer.from(decoded).toString('base64') !== id) return undefined;
  return { type: decoded.slice(0, at), id: decoded.slice(at + 1) };
}

/** A user/customer id as the dialect sends it: a global id or a bare database id. */
export function databaseIdOf(id: string | number | null | undefined, type: string[]): number | undefined {
  if (id === null || id === undefined || id === '') return undefined;
  if (typeof id === 'number' || /^\d+$/.test(id)) return Number(id);
  const global = fromGlobalId(id);
  return global && type.includes(global.type) && /^\d+$/.test(global.id) ? Number(global.id) : undefined;
}
