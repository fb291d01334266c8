import type { SubschemaConfig } from '@graphql-tools/delegate';
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../schema/context.ts';
import type { CommerceCallDeps } from './commerce-call.ts';
import type { ShopperLock } from './shopper-lock.ts';

/** Everything a command's resolver is given (gateway README "How a request flows"). */
export interface CommandDeps extends CommerceCallDeps {
  lock: ShopperLock;
  /** The commerce subschema: a command answers with its types, read by delegation (`answers.ts`). */
  commerce: SubschemaConfig;
  observe?: CommerceCallDeps['observe'] & { funnel(step: 'add_to_cart' | 'order_placed'): void };
}

/**
 * Runs a command's body under the shopper's lock: one command per session at a time. A command
 * that changes the cart starts the session first (a refused start, the per-IP bound on new
 * sessions, is refused before commerce changes anything); one that needs none (a sign-in as a
 * visitor with no session yet still makes one) runs unlocked only when there is no session.
 * Given `once`, its input, a repeat of the same tap is answered what the first was.
 */
export async function underShopperLock<T>(
  deps: Pick<CommandDeps, 'lock'>,
  context: GatewayContext,
  body: () => Promise<T>,
  { startsSession = true, once }: { startsSession?: boolean; once?: CommandInput } = {},
): Promise<T> {
  const session = startsSession ? await context.shopper.ensure() : context.shopper.session;
  if (!session) return body();
  const key = once?.clientMutationId;
  return deps.lock.run(
    session.id,
    body,
    typeof key === 'string' && key ? { once: { key, input: once } } : {},
  );
}

/**
 * A command's input as the storefront sends it: with the `clientMutationId` its tap made
 * (web `relay/commit.ts`), a command that a repeat would change twice (an add, a coupon, a
 * review) runs once per key (gateway README "Once per tap").
 */
export type CommandInput = { clientMutationId?: unknown };

/**
 * A command as a Mutation field: its `input` argument and the request's context handed to the
 * command's function, so a concept's schema file only lists its commands. `info` says what the
 * browser asked of the payload (a command may answer its cart in its own call, `cart-in-the-call.ts`).
 */
export const commandField =
  <Input>(
    deps: CommandDeps,
    run: (
      deps: CommandDeps,
      context: GatewayContext,
      input: Input,
      info?: GraphQLResolveInfo,
    ) => Promise<unknown>,
  ) =>
  (_root: unknown, args: { input: Input }, context: GatewayContext, info: GraphQLResolveInfo) =>
    run(deps, context, args.input, info);
