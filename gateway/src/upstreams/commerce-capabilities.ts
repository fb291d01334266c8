import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { capabilityRequirements, rootOperationOf, type Requirement } from './capability-requirements.ts';
import { commerceRequest, type CommerceTransport } from './commerce-transport.ts';

/**
 * Which optional capabilities this commerce back end offers (schema README "Optional
 * capabilities"): learnt from the back end itself with a small introspection of the names each
 * extension adds, or from `COMMERCE_CAPABILITIES` where introspection is off in production.
 * Nothing is assumed: until the back end has answered, only the real WooGraphQL core is used.
 */
export interface CapabilityDefinition {
  id: string;
  sdl: string;
}

export interface CapabilitySnapshot {
  /** Capability ids the back end offers. */
  on: ReadonlySet<string>;
  /** The schema this back end answers: the core plus the extensions of its capabilities. */
  upstream: GraphQLSchema;
  /** How it was learnt: `introspection`, `setting`, or `assumed` (core only, back end not asked yet). */
  source: 'introspection' | 'setting' | 'assumed';
}

/** The extension SDL files, one per capability, named by its id. */
export function loadCapabilityDefinitions(directory: string): CapabilityDefinition[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => ({
      id: path.basename(file, '.graphql'),
      sdl: readFileSync(path.join(directory, file), 'utf8'),
    }));
}

interface IntrospectedType {
  name: string;
  fields: { name: string }[] | null;
  inputFields: { name: string }[] | null;
  enumValues: { name: string }[] | null;
}

const typeSelection = `fragment CapabilityType on __Type {
  name
  fields(includeDeprecated: true) { name }
  inputFields { name }
  enumValues(includeDeprecated: true) { name }
}`;

/** One request: the root types and every type an extension names (`t0`, `t1`, … in order). */
function introspectionQuery(typeNames: string[]): string {
  const types = typeNames.map(
    (name, index) => `t${index}: __type(name: ${JSON.stringify(name)}) { ...CapabilityType }`,
  );
  return `query CommerceCapabilities {
  __schema { queryType { ...CapabilityType } mutationType { ...CapabilityType } }
  ${types.join('\n  ')}
}
${typeSelection}`;
}

function members(type: IntrospectedType | null | undefined, kind: Requirement['kind']): Set<string> {
  if (!type) return new Set();
  const list =
    kind === 'inputField' ? type.inputFields : kind === 'enumValue' ? type.enumValues : type.fields;
  return new Set((list ?? []).map((member) => member.name));
}

/** The ids of the capabilities whose every requirement the introspected types meet. */
export function capabilitiesOffered(
  definitions: CapabilityDefinition[],
  types: Map<string, IntrospectedType | null | undefined>,
  roots: { query?: IntrospectedType | null; mutation?: IntrospectedType | null },
): string[] {
  const lookup = (name: string) => {
    const root = rootOperationOf(name);
    return root ? roots[root] : types.get(name);
  };
  const meets = (requirement: Requirement) => {
    const type = lookup(requirement.type);
    if (!type) return false;
    return requirement.member === undefined || members(type, requirement.kind).has(requirement.member);
  };
  return definitions
    .filter((definition) => capabilityRequirements(definition.sdl).every(meets))
    .map((definition) => definition.id);
}

export interface CommerceCapabilitiesOptions {
  coreSdl: string;
  definitions: CapabilityDefinition[];
  transport: CommerceTransport;
  /** `COMMERCE_CAPABILITIES`: a fixed list (ids, or `none`); unset means ask the back end. */
  configured?: string[];
  /** Ask again this often, so a plugin installed later is picked up (`COMMERCE_CAPABILITIES_REFRESH_MS`). */
  refreshMs: number;
  log?: FastifyBaseLogger;
}

export class CommerceCapabilities {
  private snapshot: CapabilitySnapshot;
  private readonly schemas = new Map<string, GraphQLSchema>();
  private detection: Promise<CapabilitySnapshot> | undefined;
  private checkedAt = 0;
  private fullSchema: GraphQLSchema | undefined;

  constructor(private readonly options: CommerceCapabilitiesOptions) {
    const configured = options.configured;
    this.snapshot = configured ? this.snapshotOf(configured, 'setting') : this.snapshotOf([], 'assumed');
  }

  /** How many optional capabilities exist (offered or not). */
  get count(): number {
    return this.options.definitions.length;
  }

  /** The schema the gateway writes its documents against: the core and every extension. */
  get full(): GraphQLSchema {
    this.fullSchema ??= buildSchema(
      [this.options.coreSdl, ...this.options.definitions.map((definition) => definition.sdl)].join('\n'),
    );
    return this.fullSchema;
  }

  /** Every capability id, offered or not. */
  get ids(): string[] {
    return this.options.definitions.map((definition) => definition.id);
  }

  /** The capability whose extension adds a root field (`applyGiftCard` → `gift-cards`). */
  capabilityOfRootField(field: string): string | undefined {
    return this.options.definitions.find((definition) =>
      capabilityRequirements(definition.sdl).some(
        (requirement) => rootOperationOf(requirement.type) && requirement.member === field,
      ),
    )?.id;
  }

  /** The last known capabilities, without waiting. */
  current(): CapabilitySnapshot {
    return this.snapshot;
  }

  /** The capabilities, asking the back end first when it has not been asked lately. */
  async ready(): Promise<CapabilitySnapshot> {
    if (this.options.configured) return this.snapshot;
    const due =
      Date.now() - this.checkedAt >= (this.snapshot.source === 'assumed' ? 5_000 : this.options.refreshMs);
    if (due && !this.detection) {
      this.checkedAt = Date.now();
      this.detection = this.detect().finally(() => (this.detection = undefined));
    }
    // The first answer is waited for; later refreshes happen beside the shoppers' requests.
    if (this.detection && this.snapshot.source === 'assumed') return this.detection;
    return this.snapshot;
  }

  /** Ask again at the next request: the back end refused a field, so its schema changed. */
  invalidate(): void {
    if (!this.options.configured) this.checkedAt = 0;
  }

  private async detect(): Promise<CapabilitySnapshot> {
    const { definitions, transport, log } = this.options;
    const typeNames = [
      ...new Set(
        definitions
          .flatMap((definition) => capabilityRequirements(definition.sdl))
          .map((requirement) => requirement.type)
          .filter((name) => !rootOperationOf(name)),
      ),
    ];
    try {
      const result = await commerceRequest(
        transport,
        introspectionQuery(typeNames),
        {},
        { idempotent: true },
      );
      const data = result.data as
        { __schema?: { queryType?: IntrospectedType; mutationType?: IntrospectedType | null } } | undefined;
      if (!data?.__schema) throw new Error(result.errors?.[0]?.message ?? 'no introspection answer');
      const types = new Map(
        typeNames.map((name, index) => [
          name,
          (data as Record<string, IntrospectedType | null>)[`t${index}`],
        ]),
      );
      const on = capabilitiesOffered(definitions, types, {
        query: data.__schema.queryType,
        mutation: data.__schema.mutationType,
      });
      const previous = this.snapshot;
      this.snapshot = this.snapshotOf(on, 'introspection');
      if (previous.source !== 'introspection' || [...previous.on].join() !== on.join())
        log?.info({ capabilities: on }, 'commerce capabilities detected');
    } catch (error) {
      // Introspection off (WPGraphQL's default for the public) or the back end not up yet: keep
      // what is known and say how to set it (gateway README "Optional capabilities").
      log?.warn(
        { err: error },
        'could not ask commerce which capabilities it offers; set COMMERCE_CAPABILITIES if its introspection is off',
      );
    }
    return this.snapshot;
  }

  private snapshotOf(ids: string[], source: CapabilitySnapshot['source']): CapabilitySnapshot {
    const known = this.options.definitions.filter((definition) => ids.includes(definition.id));
    const key = known.map((definition) => definition.id).join(',');
    let upstream = this.schemas.get(key);
    if (!upstream) {
      upstream = buildSchema([this.options.coreSdl, ...known.map((definition) => definition.sdl)].join('\n'));
      this.schemas.set(key, upstream);
    }
    return { on: new Set(known.map((definition) => definition.id)), upstream, source };
  }
}

/** `COMMERCE_CAPABILITIES`: unset or empty → ask the back end; `none` → none; else a comma list. */
export function parseCapabilitySetting(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (value.trim() === 'none') return [];
  return value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}
