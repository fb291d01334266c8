/**
 * The commerce dialect is the real WooGraphQL (schema README "Real is the reference"):
 *   - `schema/commerce.graphql` says nothing the real schema does not say identically (types,
 *     kinds, interfaces, fields, argument and input types, defaults, enum values, root types);
 *   - each `schema/commerce-extensions/<capability>.graphql` only adds: it never redefines or
 *     contradicts a real name, and what it adds may be null, so a gateway that prunes it for a
 *     back end without the capability can answer null;
 *   - the embedded back end serves exactly the core plus every extension.
 *
 * The real schema is the WooCommerce test stack's `woographql.graphql` (printed
 * from WordPress + WooCommerce + WPGraphQL + WooGraphQL + Headless Login; tests/README.md) or the file `WOOGRAPHQL_SCHEMA` names. Without it the comparisons with the real schema
 * are skipped with a line saying so, except under REQUIRE_SERVICES=1 (CI), where they fail.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  buildClientSchema,
  buildSchema,
  getIntrospectionQuery,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  Kind,
  parse,
  printSchema,
  specifiedScalarTypes,
  type GraphQLNamedType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { startCommerce, type RunningCommerce } from '@nails/commerce';
import { repoRoot } from '@nails/platform';
import {
  capabilitySdl,
  commerceCapabilities,
  commerceCoreFile,
  loadCommerceSdl,
} from '@nails/schema/commerce-capabilities.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realWooGraphqlSchemaFile } from '../support/woocommerce.ts';

const realFile =
  realWooGraphqlSchemaFile() ?? path.join(repoRoot, 'upstreams', 'woocommerce-stack', 'woographql.graphql');
const realPresent = existsSync(realFile);
if (!realPresent) {
  const missing = `no real WooGraphQL schema at ${realFile} (set WOOGRAPHQL_SCHEMA to a printed one)`;
  if (/^(1|true|yes)$/i.test(process.env.REQUIRE_SERVICES ?? ''))
    throw new Error(`REQUIRE_SERVICES=1 but ${missing}`);
  console.warn(`[services] skipping the comparison with the real dialect: ${missing}`);
}

const core = buildSchema(readFileSync(commerceCoreFile, 'utf8'));
const kindOf = (type: GraphQLNamedType): string =>
  isObjectType(type)
    ? 'object'
    : isInterfaceType(type)
      ? 'interface'
      : isUnionType(type)
        ? 'union'
        : isEnumType(type)
          ? 'enum'
          : isInputObjectType(type)
            ? 'input'
            : 'scalar';
const ownTypes = (schema: GraphQLSchema): GraphQLNamedType[] =>
  Object.values(schema.getTypeMap()).filter(
    (type) =>
      !type.name.startsWith('__') && !specifiedScalarTypes.some((scalar) => scalar.name === type.name),
  );

/** Everything `ours` says that `real` does not say identically, one line each. */
function differences(ours: GraphQLSchema, real: GraphQLSchema): string[] {
  const found: string[] = [];
  const roots = [
    ['query', ours.getQueryType()?.name, real.getQueryType()?.name],
    ['mutation', ours.getMutationType()?.name, real.getMutationType()?.name],
  ] as const;
  for (const [operation, mine, theirs] of roots)
    if (mine !== theirs) found.push(`${operation} root is ${mine}, real ${theirs}`);
  for (const type of ownTypes(ours)) {
    const twin = real.getType(type.name);
    if (!twin) {
      found.push(`type ${type.name}: real has none`);
      continue;
    }
    if (kindOf(type) !== kindOf(twin)) {
      found.push(`type ${type.name}: ${kindOf(type)}, real ${kindOf(twin)}`);
      continue;
    }
    if (isEnumType(type) && isEnumType(twin)) {
      for (const value of type.getValues())
        if (!twin.getValue(value.name)) found.push(`enum value ${type.name}.${value.name}: real has none`);
    }
    if (isUnionType(type) && isUnionType(twin)) {
      const members = new Set(twin.getTypes().map((member) => member.name));
      for (const member of type.getTypes())
        if (!members.has(member.name)) found.push(`union ${type.name} member ${member.name}: real has none`);
    }
    if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(twin) || isInterfaceType(twin))) {
      const interfaces = new Set(twin.getInterfaces().map((item) => item.name));
      for (const item of type.getInterfaces())
        if (!interfaces.has(item.name)) found.push(`${type.name} implements ${item.name}: real does not`);
      const theirs = twin.getFields();
      for (const field of Object.values(type.getFields())) {
        const other = theirs[field.name];
        if (!other) {
          found.push(`field ${type.name}.${field.name}: real has none`);
          continue;
        }
        if (String(field.type) !== String(other.type))
          found.push(`field ${type.name}.${field.name}: ${String(field.type)}, real ${String(other.type)}`);
        for (const arg of field.args) {
          const twinArg = other.args.find((candidate) => candidate.name === arg.name);
          if (!twinArg) found.push(`argument ${type.name}.${field.name}(${arg.name}): real has none`);
          else if (String(arg.type) !== String(twinArg.type))
            found.push(
              `argument ${type.name}.${field.name}(${arg.name}): ${String(arg.type)}, real ${String(twinArg.type)}`,
            );
          else if (JSON.stringify(arg.defaultValue) !== JSON.stringify(twinArg.defaultValue))
            found.push(`argument ${type.name}.${field.name}(${arg.name}) default differs from real`);
        }
        for (const twinArg of other.args)
          if (
            isNonNullType(twinArg.type) &&
            twinArg.defaultValue === undefined &&
            !field.args.some((arg) => arg.name === twinArg.name)
          )
            found.push(`argument ${type.name}.${field.name}(${twinArg.name}): required by real, missing`);
      }
    }
    if (isInputObjectType(type) && isInputObjectType(twin)) {
      const theirs = twin.getFields();
      for (const field of Object.values(type.getFields())) {
        const other = theirs[field.name];
        if (!other) found.push(`input field ${type.name}.${field.name}: real has none`);
        else if (String(field.type) !== String(other.type))
          found.push(
            `input field ${type.name}.${field.name}: ${String(field.type)}, real ${String(other.type)}`,
          );
        else if (JSON.stringify(field.defaultValue) !== JSON.stringify(other.defaultValue))
          found.push(`input field ${type.name}.${field.name} default differs from real`);
      }
      for (const other of Object.values(theirs))
        if (isNonNullType(other.type) && other.defaultValue === undefined && !type.getFields()[other.name])
          found.push(`input field ${type.name}.${other.name}: required by real, missing`);
    }
  }
  return found;
}

describe.skipIf(!realPresent)('schema/commerce.graphql against the real WooGraphQL schema', () => {
  const real = realPresent ? buildSchema(readFileSync(realFile, 'utf8')) : core;

  it('says nothing the real schema does not say identically', () => {
    expect(differences(core, real)).toEqual([]);
  });

  it('sees a difference when there is one (a renamed enum value, a changed field type, a made-up field)', () => {
    const drifted = buildSchema(
      readFileSync(commerceCoreFile, 'utf8')
        .replace(/\bPRODUCT_CAT\b/, 'PRODUCTCATEGORY')
        .replace(/^(type CartTax[^{]*\{[^}]*?label: )String!/m, '$1String')
        .replace(/^(type Cart [^{]*\{)/m, '$1\n  giftCardTotal: String'),
    );
    expect(differences(drifted, real)).toEqual(
      expect.arrayContaining([
        'enum value ProductTaxonomyEnum.PRODUCTCATEGORY: real has none',
        'field CartTax.label: String, real String!',
        'field Cart.giftCardTotal: real has none',
      ]),
    );
  });

  it.each(commerceCapabilities.map((capability) => [capability.id, capability] as const))(
    'the %s extension adds to the real schema, never redefines a real name',
    (_id, capability) => {
      const clashes: string[] = [];
      for (const definition of parse(capabilitySdl(capability)).definitions) {
        if (!('name' in definition) || !definition.name) continue;
        const name = definition.name.value;
        const twin = real.getType(
          name === 'Query' ? 'RootQuery' : name === 'Mutation' ? 'RootMutation' : name,
        );
        const isExtension = definition.kind.endsWith('Extension');
        if (!isExtension) {
          if (twin) clashes.push(`${name} is a real type`);
          continue;
        }
        if (!twin) continue;
        const members =
          'fields' in definition ? definition.fields : 'values' in definition ? definition.values : undefined;
        for (const member of members ?? []) {
          const existing = isEnumType(twin)
            ? twin.getValue(member.name.value)
            : isObjectType(twin) || isInterfaceType(twin) || isInputObjectType(twin)
              ? twin.getFields()[member.name.value]
              : undefined;
          if (existing) clashes.push(`${name}.${member.name.value} is a real field`);
        }
      }
      expect(clashes).toEqual([]);
    },
  );
});

describe('the optional capabilities', () => {
  it('are one file each in schema/commerce-extensions/, all listed, each saying what it adds and who provides it', () => {
    const files = readdirSync(path.join(repoRoot, 'schema', 'commerce-extensions')).filter((file) =>
      file.endsWith('.graphql'),
    );
    expect(files.sort()).toEqual(commerceCapabilities.map((capability) => `${capability.id}.graphql`).sort());
    for (const capability of commerceCapabilities) {
      const text = capabilitySdl(capability);
      expect(text.startsWith(`# ${capability.id}:`), capability.id).toBe(true);
      expect(text.split('\n\n')[0], capability.id).toMatch(/Provided by:/);
    }
  });

  it.each(commerceCapabilities.map((capability) => [capability.id, capability] as const))(
    'the %s extension only extends core types or adds new ones, and what it adds to core types may be null',
    (_id, capability) => {
      const problems: string[] = [];
      for (const definition of parse(capabilitySdl(capability)).definitions) {
        if (!('name' in definition) || !definition.name) {
          problems.push(`${definition.kind} is neither an extension nor a type`);
          continue;
        }
        if (!definition.kind.endsWith('Extension')) continue;
        const name = definition.name.value;
        if (!core.getType(name)) problems.push(`extends ${name}, which the core lacks`);
        if (
          definition.kind === Kind.OBJECT_TYPE_EXTENSION ||
          definition.kind === Kind.INTERFACE_TYPE_EXTENSION ||
          definition.kind === Kind.INPUT_OBJECT_TYPE_EXTENSION
        )
          for (const field of definition.fields ?? [])
            if (field.type.kind === Kind.NON_NULL_TYPE)
              problems.push(`${name}.${field.name.value} is non-null`);
      }
      expect(problems).toEqual([]);
    },
  );

  it('build into one valid schema with the core, whichever of them are on', () => {
    expect(() => buildSchema(loadCommerceSdl())).not.toThrow();
    for (const capability of commerceCapabilities)
      expect(() => buildSchema(loadCommerceSdl([capability.id])), capability.id).not.toThrow();
    expect(() => buildSchema(loadCommerceSdl([]))).not.toThrow();
  });
});

describe('the embedded commerce back end', () => {
  let commerce: RunningCommerce;
  let varDir: string;
  beforeAll(async () => {
    varDir = mkdtempSync(path.join(tmpdir(), 'dialect-commerce-'));
    commerce = await startCommerce({
      port: 0,
      env: { VAR_DIR: varDir, COMMERCE_WEBHOOK_URLS: '', LOG_LEVEL: 'warn' },
    });
  });
  afterAll(async () => {
    await commerce?.close();
    rmSync(varDir, { recursive: true, force: true });
  });

  it('answers introspection with exactly the core plus every extension', async () => {
    const response = await fetch(`${commerce.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: getIntrospectionQuery() }),
    });
    const body = (await response.json()) as { data: IntrospectionQuery };
    const served = buildClientSchema(body.data);
    const expected = buildSchema(loadCommerceSdl());
    // Descriptions are documentation, not dialect: compare names, kinds, types and arguments.
    const bare = (schema: GraphQLSchema) =>
      printSchema(schema)
        .replace(/"""[\s\S]*?"""\s*/g, '')
        .replace(/^\s*"[^"\n]*"\s*$/gm, '');
    expect(bare(served)).toEqual(bare(expected));
    expect(
      ownTypes(served)
        .filter(isScalarType)
        .map((type) => type.name),
    ).toEqual(
      ownTypes(expected)
        .filter(isScalarType)
        .map((type) => type.name),
    );
  });
});
