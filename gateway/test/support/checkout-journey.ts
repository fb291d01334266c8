/**
 * A guest checkout through the gateway's /graphql, as the storefront sends it: a listing page,
 * addToCart of a product in stock, placeOrder with cash on delivery. Carries the session cookie.
 */
import { randomUUID } from 'node:crypto';
import { trace } from '@nails/platform/telemetry';

export interface JourneyResult {
  traceId: string;
  orderId: number;
}

export async function checkoutJourney(gatewayUrl: string): Promise<JourneyResult> {
  const traceId = trace.getActiveSpan()?.spanContext().traceId ?? '';
  const cookies = new Map<string, string>();
  const send = async <T>(
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
      if (eq > 0) cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (response.status !== 200 || body.errors?.length || !body.data) {
      throw new Error(`${operationName}: HTTP ${response.status} ${JSON.stringify(body.errors ?? body)}`);
    }
    return body.data;
  };

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
          email: 'trace-test@example.com',
          phone: '+49 30 1234567',
        },
      },
    },
  );
  if (placed.placeOrder.status !== 'SUCCEEDED')
    throw new Error(`LoadCheckout: ${placed.placeOrder.status} ${placed.placeOrder.errorMessage ?? ''}`);
  return { traceId, orderId: placed.placeOrder.orderId ?? 0 };
}
