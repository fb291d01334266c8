/**
 * A checkout through the gateway's /graphql, as the storefront sends it: a listing page,
 * addToCart of a product in stock, placeOrder with cash on delivery; a guest's, or a customer's
 * when `signIn` names one (login first). Carries the session cookie and answers every value it
 * was set to (the trace tests look for them in spans).
 */
import { randomUUID } from 'node:crypto';
import { trace } from '@nails/platform/telemetry';

export interface JourneyResult {
  traceId: string;
  orderId: number;
  /** Every value a Set-Cookie header gave, URL-decoded, in order. */
  cookieValues: string[];
}

export interface JourneyOptions {
  signIn?: { username: string; password: string };
  billingEmail?: string;
}

/** POSTs GraphQL as the storefront does, keeping the session cookie and every value it was set to. */
function graphqlSender(gatewayUrl: string, cookieValues: string[]) {
  const cookies = new Map<string, string>();
  return async <T>(
    operationName: string,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> => {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify({ operationName, query, variables }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) {
        cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
        cookieValues.push(decodeURIComponent(pair.slice(eq + 1)));
      }
    }
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (response.status !== 200 || body.errors?.length || !body.data) {
      throw new Error(`${operationName}: HTTP ${response.status} ${JSON.stringify(body.errors ?? body)}`);
    }
    return body.data;
  };
}

export async function checkoutJourney(
  gatewayUrl: string,
  options: JourneyOptions = {},
): Promise<JourneyResult> {
  const traceId = trace.getActiveSpan()?.spanContext().traceId ?? '';
  const cookieValues: string[] = [];
  const send = graphqlSender(gatewayUrl, cookieValues);
  if (options.signIn) {
    const { username, password } = options.signIn;
    await send(
      'SignIn',
      `mutation SignIn($username: String!, $password: String!) { login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) { user { databaseId } } }`,
      { username, password },
    );
  }
  const listing = await send<{
    catalogue: { products: { __typename: string; databaseId: number; stockStatus?: string }[] };
  }>(
    'LoadCatalogue',
    `query LoadCatalogue { catalogue(page: 1) { products { __typename databaseId ... on SimpleProduct { stockStatus } } } }`,
  );
  const product = listing.catalogue.products.find(
    (entry) => entry.__typename === 'SimpleProduct' && entry.stockStatus !== 'OUT_OF_STOCK',
  );
  if (!product) throw new Error('no simple product in stock on the first page');
  await send(
    'LoadAddToCart',
    `mutation LoadAddToCart($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { isEmpty } } }`,
    {
      id: product.databaseId,
    },
  );
  const placed = await send<{
    placeOrder: { status: string; orderId: number | null; errorMessage: string | null };
  }>(
    'LoadCheckout',
    `mutation LoadCheckout($key: ID!, $input: PlaceOrderInput!) { placeOrder(idempotencyKey: $key, input: $input) { status orderId errorMessage } }`,
    {
      key: randomUUID(),
      input: {
        paymentMethod: 'cod',
        billing: {
          firstName: 'Trace',
          lastName: 'Test',
          address1: 'Teststraße 1',
          city: 'Berlin',
          postcode: '10115',
          country: 'DE',
          email: options.billingEmail ?? 'trace-test@example.com',
          phone: '+49 30 1234567',
        },
      },
    },
  );
  if (placed.placeOrder.status !== 'SUCCEEDED')
    throw new Error(`LoadCheckout: ${placed.placeOrder.status} ${placed.placeOrder.errorMessage ?? ''}`);
  return { traceId, orderId: placed.placeOrder.orderId ?? 0, cookieValues };
}
