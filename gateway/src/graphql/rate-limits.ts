import { getArgumentValues, Kind, type DocumentNode, type GraphQLSchema } from 'graphql';
import { GatewayError, messages } from '../errors.ts';

/** Mutations worth guessing at or spamming (issue 5), and how often one IP or account may call them per minute. */
export const rateLimitedMutations: Record<string, { perIp: number; perAccount: number }> = {
  login: { perIp: 20, perAccount: 5 },
  registerCustomer: { perIp: 5, perAccount: 3 },
  sendPasswordResetEmail: { perIp: 5, perAccount: 3 },
  resetUserPassword: { perIp: 10, perAccount: 5 },
  writeReview: { perIp: 10, perAccount: 5 },
  checkout: { perIp: 10, perAccount: 5 },
  placeOrder: { perIp: 10, perAccount: 5 },
  subscribeToNewsletter: { perIp: 5, perAccount: 3 },
  sendContactMessage: { perIp: 5, perAccount: 3 },
};
/** Mutations added later under other names are matched by what they are about. */
const byPattern: [RegExp, { perIp: number; perAccount: number }][] = [
  [/newsletter|subscribe/i, { perIp: 5, perAccount: 3 }],
  [/checkout/i, { perIp: 10, perAccount: 5 }],
];

export function limitFor(field: string): { perIp: number; perAccount: number } | undefined {
  return rateLimitedMutations[field] ?? byPattern.find(([pattern]) => pattern.test(field))?.[1];
}

/** The account a call is about: the name typed in, or the signed-in customer. */
function accountOf(
  args: Record<string, unknown>,
  customerId: number | undefined,
  sessionId: string | undefined,
): string | undefined {
  const input = (args.input ?? args) as Record<string, unknown>;
  const credentials = input.credentials as Record<string, unknown> | undefined;
  const named = credentials?.username ?? input.username ?? input.email ?? input.login ?? input.authorEmail;
  if (typeof named === 'string' && named.trim()) return named.trim().toLowerCase();
  if (customerId) return `customer:${customerId}`;
  return sessionId ? `session:${sessionId}` : undefined;
}

export type Hit = (key: string, max: number) => Promise<boolean>;

/** Counts each limited root mutation of the document per IP and per account; throws RATE_LIMITED. */
export async function enforceRateLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  who: { ip: string; customerId?: number; sessionId?: string },
  hit: Hit,
): Promise<void> {
  const mutationType = schema.getMutationType();
  if (!mutationType) return;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== 'mutation') continue;
    for (const selection of definition.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) continue;
      const limit = limitFor(selection.name.value);
      const field = mutationType.getFields()[selection.name.value];
      if (!limit || !field) continue;
      const name = selection.name.value;
      const allowedByIp = await hit(`${name}:ip:${who.ip}`, limit.perIp);
      let args: Record<string, unknown> = {};
      try {
        args = getArgumentValues(field, selection, variables ?? {});
      } catch {
        // invalid arguments: validation will answer them; count the IP only
      }
      const account = accountOf(args, who.customerId, who.sessionId);
      const allowedByAccount = account ? await hit(`${name}:account:${account}`, limit.perAccount) : true;
      if (!allowedByIp || !allowedByAccount)
        throw new GatewayError('RATE_LIMITED', messages.rateLimited, { field: name });
    }
  }
}
