import { parse } from 'graphql';
import { expiryOf, refreshMutation } from '../../account/token-refresh.ts';
import type { ShopperSession } from '../../account/session-store.ts';
import type { CommerceTransport } from '../../upstreams/commerce-transport.ts';
import { commerceDocument } from '../../commands/commerce-document.ts';

export interface CommerceErasure {
  /** False: commerce no longer takes her tokens (erased already, or revoked): nothing more can be asked. */
  confirmed: boolean;
  ordersAnonymised: number;
}

const eraseDocument = commerceDocument<
  { erasePersonalData: { erased: boolean; ordersAnonymised: number } | null },
  { input: Record<string, never> }
>(
  `mutation GatewayErasePersonalData($input: ErasePersonalDataInput!) {
  erasePersonalData(input: $input) { erased ordersAnonymised }
}`,
  { capability: 'personal-data-erasure' },
);

const refreshDocument = parse(refreshMutation);

/** Commerce's answer was a refusal of her tokens, not a fault: asking again cannot help. */
const refusedTokens = (errors: readonly { message: string; extensions?: Record<string, unknown> }[]) =>
  errors.some(
    (error) =>
      error.extensions?.code === 'UNAUTHENTICATED' ||
      /signed in|invalid.*token|expired token|revoked/i.test(error.message),
  );

export class CommerceErasureUnavailable extends Error {
  constructor(reason: string) {
    super(`commerce could not erase the customer's data: ${reason}`);
    this.name = 'CommerceErasureUnavailable';
  }
}

/**
 * Asks commerce to erase the customer's personal data (`erasePersonalData`, the
 * personal-data-erasure capability) with the tokens of the session that asked: her password was
 * checked by a sign-in just before, so the request is hers. Her auth token is refreshed first when
 * it is due (a resumed erasure may run long after the request). A back end without the capability,
 * or one that cannot be reached, throws: the step is tried again later, never skipped.
 */
export async function eraseAtCommerce(
  transport: CommerceTransport,
  session: ShopperSession | undefined,
): Promise<CommerceErasure> {
  let authToken = session?.authToken;
  if (session?.refreshToken && (!authToken || (session.authTokenExpiresAt ?? 0) - Date.now() < 60_000)) {
    const refreshed = await transport(
      { document: refreshDocument, variables: { refreshToken: session.refreshToken } },
      { idempotent: false },
    );
    const payload = (refreshed.data as { refreshToken?: { authToken?: string } | null } | null)?.refreshToken;
    if (payload?.authToken && expiryOf(payload.authToken) > Date.now()) authToken = payload.authToken;
    else if (refreshed.errors && !refusedTokens(refreshed.errors))
      throw new CommerceErasureUnavailable(refreshed.errors[0]?.message ?? 'refresh failed');
    else authToken = undefined;
  }
  if (!authToken) return { confirmed: false, ordersAnonymised: 0 };
  const result = await transport(
    { document: eraseDocument, variables: { input: {} } },
    { idempotent: false, authToken },
  );
  if (result.errors?.length) {
    if (refusedTokens(result.errors)) return { confirmed: false, ordersAnonymised: 0 };
    throw new CommerceErasureUnavailable(result.errors[0]?.message ?? 'unknown');
  }
  const answer = (result.data as { erasePersonalData?: { erased: boolean; ordersAnonymised: number } | null })
    ?.erasePersonalData;
  if (!answer?.erased) throw new CommerceErasureUnavailable('commerce did not confirm the erasure');
  return { confirmed: true, ordersAnonymised: answer.ordersAnonymised };
}
