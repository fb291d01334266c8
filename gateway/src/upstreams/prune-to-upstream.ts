import {
  getNamedType,
  isInputObjectType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type ASTNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * A document the gateway is about to send to commerce, without what this commerce back end lacks
 * (gateway README "Optional capabilities"): fields, arguments, input fields and fragments on types
 * of capabilities it does not offer are removed, so a shop on a stock WooCommerce never receives a
 * gift-card or translation field. The stitched schema keeps those fields (nullable), so the
 * browser's documents stay the same and read `null` for them.
 */
export interface PrunedDocument {
  document: DocumentNode;
  /** Root fields the back end lacks (response key and field name): answered with an error, not sent. */
  removedRootFields: { key: string; field: string }[];
  /** The variables the pruned document still declares (the others must not be sent). */
  variables: Set<string>;
}

const typenameField: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

function hasMember(schema: GraphQLSchema, typeName: string, member: string): boolean {
  const type = schema.getType(typeName);
  if (!type || !('getFields' in type)) return false;
  return member in type.getFields();
}

/** Names spread or referenced directly inside one definition. */
function namesIn(node: ASTNode): { variables: Set<string>; fragments: Set<string> } {
  const variables = new Set<string>();
  const fragments = new Set<string>();
  visit(node, {
    VariableDefinition: () => false,
    Variable: (variable) => void variables.add(variable.name.value),
    FragmentSpread: (spread) => void fragments.add(spread.name.value),
  });
  return { variables, fragments };
}

/** What the operations reach: fragments through other fragments, and the variables they use. */
function usedNames(document: DocumentNode): { variables: Set<string>; fragments: Set<string> } {
  const fragments = new Map(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, namesIn(fragment)]),
  );
  const variables = new Set<string>();
  const reached = new Set<string>();
  const queue: string[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const names = namesIn(definition);
    names.variables.forEach((name) => variables.add(name));
    queue.push(...names.fragments);
  }
  while (queue.length) {
    const name = queue.pop()!;
    if (reached.has(name)) continue;
    reached.add(name);
    const names = fragments.get(name);
    names?.variables.forEach((variable) => variables.add(variable));
    queue.push(...(names?.fragments ?? []));
  }
  return { variables, fragments: reached };
}

/** After removals: no empty selection set, no unused variable or fragment (both are invalid). */
export function tidy(document: DocumentNode): DocumentNode {
  const filled = visit(document, {
    SelectionSet: {
      leave: (node: SelectionSetNode) =>
        node.selections.length === 0 ? { ...node, selections: [typenameField] } : undefined,
    },
  });
  const used = usedNames(filled);
  return visit(filled, {
    VariableDefinition: (node) => (used.variables.has(node.variable.name.value) ? undefined : null),
    FragmentDefinition: (node) => (used.fragments.has(node.name.value) ? undefined : null),
  });
}

/**
 * `full` is the schema the document was written against (core plus every extension); `upstream`
 * is what this back end offers (core plus the extensions of its capabilities). Both share names.
 */
export function pruneToUpstream(
  document: DocumentNode,
  full: GraphQLSchema,
  upstream: GraphQLSchema,
): PrunedDocument {
  const typeInfo = new TypeInfo(full);
  const fragmentTypes = new Map(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((fragment) => [fragment.name.value, fragment.typeCondition.name.value]),
  );
  const removedRootFields: PrunedDocument['removedRootFields'] = [];
  const roots = new Set([full.getQueryType()?.name, full.getMutationType()?.name]);
  const lacksType = (name: string | undefined) => name !== undefined && !upstream.getType(name);
  const pruned = visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parent = typeInfo.getParentType();
        if (!parent || node.name.value.startsWith('__')) return undefined;
        if (hasMember(upstream, parent.name, node.name.value)) return undefined;
        if (roots.has(parent.name))
          removedRootFields.push({ key: node.alias?.value ?? node.name.value, field: node.name.value });
        return null;
      },
      Argument(node) {
        // A directive's arguments (`@include(if:)`) are the executor's, not the back end's fields'.
        if (typeInfo.getDirective()) return undefined;
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (!parent || !field) return undefined;
        const upstreamType = upstream.getType(parent.name);
        const upstreamField =
          upstreamType && 'getFields' in upstreamType ? upstreamType.getFields()[field.name] : undefined;
        const args = upstreamField && 'args' in upstreamField ? upstreamField.args : [];
        return args.some((arg) => arg.name === node.name.value) ? undefined : null;
      },
      ObjectField(node) {
        const parentInput = typeInfo.getParentInputType();
        const named = parentInput ? getNamedType(parentInput) : undefined;
        if (!named || !isInputObjectType(named)) return undefined;
        return hasMember(upstream, named.name, node.name.value) ? undefined : null;
      },
      InlineFragment: (node) => (lacksType(node.typeCondition?.name.value) ? null : undefined),
      FragmentSpread: (node) => (lacksType(fragmentTypes.get(node.name.value)) ? null : undefined),
      FragmentDefinition: (node) => (lacksType(node.typeCondition.name.value) ? null : undefined),
    }),
  );
  const tidied = tidy(pruned);
  const variables = new Set<string>();
  visit(tidied, { VariableDefinition: (node) => void variables.add(node.variable.name.value) });
  return { document: tidied, removedRootFields, variables };
}

/** True when the document still asks the upstream for something (a root field besides `__typename`). */
export function asksForAnything(document: DocumentNode): boolean {
  return document.definitions.some(
    (definition: ASTNode) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (definition as OperationDefinitionNode).selectionSet.selections.some(
        (selection) => selection.kind !== Kind.FIELD || selection.name.value !== '__typename',
      ),
  );
}
