import { callCommerce } from '../../commands/commerce-call.ts';
import { underShopperLock, type CommandDeps } from '../../commands/command.ts';
import { commerceDocument } from '../../commands/commerce-document.ts';
import { signInAtCommerce } from '../../account/login.ts';
import { GatewayError } from '../../errors.ts';
import type { GatewayContext } from '../../schema/context.ts';
import { emailSubject } from '../shredding/index.ts';
import type { Erasures } from './erasure-process.ts';

export interface DeleteMyAccountInput {
  password: string;
  confirmation: string;
}

/**
 * The phrase the shopper types to confirm, in each of the storefront's languages (the web shows
 * the one of its page: `web/src/i18n/locales/privacy/*`). Any of them is accepted: the page's
 * language and the request's may differ.
 */
export const confirmationPhrases = ['DELETE', 'LÖSCHEN', 'SUPPRIMER', 'ELIMINAR', 'ELIMINA'] as const;

const whoAmI = commerceDocument<
  { customer: { databaseId: number | null; email: string | null; username: string | null } | null },
  Record<string, never>
>(`query GatewayErasureWhoAmI {
  customer { databaseId email username }
}`);

/**
 * "Delete my account" (GDPR Art. 17; privacy README "Erasure"). Under the shopper's lock: only a
 * signed-in shopper (AUTH_REQUIRED), with the typed phrase (CONFIRMATION_MISMATCH) and her
 * password, checked by signing in at commerce as the account the session is signed in to
 * (INVALID_CREDENTIALS): a stolen cookie alone cannot erase anyone, and nobody can name another
 * customer (the command takes no id). Then the erasure is recorded and run; a step that fails is
 * finished by the erasure worker (`erased: false` says it is still under way).
 */
export async function deleteMyAccount(
  deps: CommandDeps,
  erasures: Erasures,
  context: GatewayContext,
  input: DeleteMyAccountInput,
): Promise<{ erased: boolean }> {
  const signedIn = context.shopper.session;
  if (!signedIn?.customerId || !signedIn.authToken) throw new GatewayError('AUTH_REQUIRED');
  return underShopperLock(
    deps,
    context,
    async () => {
      const session = context.shopper.session;
      const customerId = session?.customerId;
      if (!session || !customerId || !session.authToken) throw new GatewayError('AUTH_REQUIRED');
      if (!(confirmationPhrases as readonly string[]).includes(input.confirmation.trim()))
        throw new GatewayError('CONFIRMATION_MISMATCH', undefined, { field: 'confirmation' });
      const { customer } = await callCommerce(deps, context, whoAmI, {});
      if (!customer?.email || customer.databaseId !== customerId) throw new GatewayError('AUTH_REQUIRED');
      // The password, checked as a sign-in of this very account; its fresh tokens speak to commerce.
      const answer = await signInAtCommerce(deps, context, {
        provider: 'PASSWORD',
        credentials: { username: customer.username || customer.email, password: input.password },
      });
      if (answer?.customer?.databaseId !== customerId) throw new GatewayError('INVALID_CREDENTIALS');
      await erasures.request({
        customerId,
        emailSubject: emailSubject(customer.email),
        sessionId: session.id,
        requestedAt: new Date().toISOString(),
      });
      const done = await erasures.run(customerId).then(
        (doc) => doc.status === 'completed',
        (error: unknown) => {
          context.log?.warn({ err: error }, 'erasure not finished; the erasure worker resumes it');
          return false;
        },
      );
      // Her sessions were ended by the erasure; this one's cookie is cleared too.
      await context.shopper.signOut().catch(() => undefined);
      return { erased: done };
    },
    { startsSession: false },
  );
}
