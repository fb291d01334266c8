import type { ExecutionResult } from '@graphql-tools/utils';
import type { DocumentNode } from 'graphql';
import { GatewayError } from '../errors.ts';
import type { CommerceCapabilities, CapabilitySnapshot } from './commerce-capabilities.ts';
import type { CommerceTransport } from './commerce-transport.ts';
import { asksForAnything, pruneToUpstream, type PrunedDocument } from './prune-to-upstream.ts';

/** A field the back end says it does not know: its schema changed since we last asked. */
const refusesAField = (result: ExecutionResult) =>
  result.errors?.some((error) =>
    /Cannot query field|Unknown argument|is not defined by type|Unknown type/.test(error.message),
  ) ?? false;

const unavailable = (key: string, capability: string | undefined) =>
  Object.assign(new GatewayError('CAPABILITY_UNAVAILABLE', undefined, { capability: capability ?? key }), {
    path: [key],
  });

/**
 * Every commerce call, the shopper's and the gateway's own, goes through here: the document loses
 * what this back end lacks (gateway README "Optional capabilities"), the variables only it used go
 * too, and a root field the back end lacks is answered CAPABILITY_UNAVAILABLE at its key. A back
 * end offering every capability (the embedded one) gets the document as written.
 */
export function capabilityAwareTransport(
  transport: CommerceTransport,
  capabilities: CommerceCapabilities,
): CommerceTransport {
  const pruned = new WeakMap<DocumentNode, Map<CapabilitySnapshot, PrunedDocument>>();
  const pruneFor = (document: DocumentNode, snapshot: CapabilitySnapshot) => {
    const bySnapshot = pruned.get(document) ?? new Map<CapabilitySnapshot, PrunedDocument>();
    pruned.set(document, bySnapshot);
    let result = bySnapshot.get(snapshot);
    if (!result) {
      result = pruneToUpstream(document, capabilities.full, snapshot.upstream);
      bySnapshot.set(snapshot, result);
    }
    return result;
  };
  return async (request, call) => {
    const snapshot = await capabilities.ready();
    if (snapshot.on.size === capabilities.count) return transport(request, call);
    const { document, removedRootFields, variables: used } = pruneFor(request.document, snapshot);
    const refused = removedRootFields.map(({ key, field }) =>
      unavailable(key, capabilities.capabilityOfRootField(field)),
    );
    if (!asksForAnything(document)) return { errors: refused };
    const variables = request.variables
      ? Object.fromEntries(Object.entries(request.variables).filter(([name]) => used.has(name)))
      : request.variables;
    const result = await transport({ ...request, document, variables }, call);
    if (refusesAField(result)) capabilities.invalidate();
    return refused.length > 0 ? { ...result, errors: [...(result.errors ?? []), ...refused] } : result;
  };
}
