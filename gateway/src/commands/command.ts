import type { SubschemaConfig } from '@graphql-tools/delegate';
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
 */
export async function underShopperLock<T>(
  deps: Pick<CommandDeps, 'lock'>,
  context: GatewayContext,
  body: () => Promise<T>,
  { startsSession = true }: { startsSession?: boolean } = {},
): Promise<T> {
  const session = startsSession ? await context.shopper.ensure() : context.shopper.session;
  if (!session) return body();
  return deps.lock.run(session.id, body);
}

/**
 * A command as a Mutation field: its `input` argument and the request's context handed to the
 * command's function, so a concept's schema file only lists its commands.
 */
export const commandField =
  <Input>(
    deps: CommandDeps,
    run: (deps: CommandDeps, context: GatewayContext, input: Input) => Promise<unknown>,
  ) =>
  (_root: unknown, args: { input: Input }, context: GatewayContext) =>
    run(deps, context, args.input);
