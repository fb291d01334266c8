import { Kind, parse, type DefinitionNode } from 'graphql';

/**
 * What an optional capability's extension SDL (schema/commerce-extensions/<id>.graphql) adds to
 * the real WooGraphQL schema, as names to look for in an upstream: a capability is offered when
 * the upstream has every one of them (schema README "Optional capabilities").
 */
export interface Requirement {
  /** The type that must exist; for a root type the name is `RootQuery` / `RootMutation`. */
  type: string;
  /** Field, input field or enum value of that type that must exist (none: the type itself). */
  member?: string;
  kind: 'field' | 'inputField' | 'enumValue' | 'type';
}

const rootNames: Record<string, 'query' | 'mutation'> = {
  RootQuery: 'query',
  Query: 'query',
  RootMutation: 'mutation',
  Mutation: 'mutation',
};

/** The root operation a type name stands for in an extension file, if it is a root type. */
export function rootOperationOf(typeName: string): 'query' | 'mutation' | undefined {
  return rootNames[typeName];
}

function requirementsOf(definition: DefinitionNode): Requirement[] {
  switch (definition.kind) {
    case Kind.OBJECT_TYPE_EXTENSION:
    case Kind.INTERFACE_TYPE_EXTENSION:
      return (definition.fields ?? []).map((field) => ({
        type: definition.name.value,
        member: field.name.value,
        kind: 'field',
      }));
    case Kind.INPUT_OBJECT_TYPE_EXTENSION:
      return (definition.fields ?? []).map((field) => ({
        type: definition.name.value,
        member: field.name.value,
        kind: 'inputField',
      }));
    case Kind.ENUM_TYPE_EXTENSION:
      return (definition.values ?? []).map((value) => ({
        type: definition.name.value,
        member: value.name.value,
        kind: 'enumValue',
      }));
    case Kind.OBJECT_TYPE_DEFINITION:
    case Kind.INTERFACE_TYPE_DEFINITION:
    case Kind.INPUT_OBJECT_TYPE_DEFINITION:
    case Kind.ENUM_TYPE_DEFINITION:
    case Kind.UNION_TYPE_DEFINITION:
    case Kind.SCALAR_TYPE_DEFINITION:
      return [{ type: definition.name.value, kind: 'type' }];
    default:
      return [];
  }
}

/** Every name an extension file adds, in file order. */
export function capabilityRequirements(extensionSdl: string): Requirement[] {
  return parse(extensionSdl).definitions.flatMap(requirementsOf);
}
