import { Kind, visit, type ASTNode, type DocumentNode } from 'graphql';
import { refusal } from '../errors.ts';

/**
 * NUL and the other C0 control characters; tab, line feed and carriage return stay allowed
 * (addresses and messages have line breaks). PostgreSQL refuses `\u0000` in the event log while
 * commerce stores it, so the two stores would disagree: such input never gets past the edge.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacter = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** Nesting deeper than any input type of the schema: refused before anything walks it. */
export const maxVariableDepth = 32;

/** Refuses variables nested deeper than maxVariableDepth, without recursion. */
export function assertVariablesDepth(variables: unknown): void {
  const pending: [unknown, number][] = [[variables, 0]];
  while (pending.length > 0) {
    const [value, depth] = pending.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxVariableDepth)
      throw refusal('BAD_REQUEST', `Variables are nested deeper than ${maxVariableDepth} levels.`, {
        field: 'variables',
      });
    for (const child of Object.values(value)) pending.push([child, depth + 1]);
  }
}

/** The path of the first string holding a control character, among variables and inline arguments. */
export function controlCharacterField(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): string | undefined {
  const pending: [unknown, string][] = Object.entries(variables ?? {}).map(([name, value]) => [value, name]);
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (controlCharacter.test(value)) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, `${path}.${index}`]));
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) pending.push([child, `${path}.${key}`]);
    }
  }
  let found: string | undefined;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (found !== undefined || !controlCharacter.test(node.value)) return undefined;
      // `ancestors` stops above the parent (graphql-js visit).
      found = argumentPath([...ancestors, parent] as readonly (ASTNode | readonly ASTNode[])[]);
      return false;
    },
  });
  return found;
}

/** `input.shipping.city` for a string inside `checkout(input: { shipping: { city: "…" } })`. */
function argumentPath(ancestors: readonly (ASTNode | readonly ASTNode[])[]): string {
  const names: string[] = [];
  for (const ancestor of ancestors) {
    if (Array.isArray(ancestor) || !('kind' in ancestor)) continue;
    const node = ancestor as ASTNode;
    if (node.kind === Kind.FIELD || node.kind === Kind.DIRECTIVE) names.length = 0;
    else if (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD) names.push(node.name.value);
  }
  return names.join('.') || 'query';
}

/** Throws BAD_USER_INPUT naming the field when any string input holds a control character. */
export function assertCleanInput(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
): void {
  const field = controlCharacterField(document, variables);
  if (field !== undefined)
    throw refusal('BAD_USER_INPUT', `${field} contains a control character.`, { field });
}
