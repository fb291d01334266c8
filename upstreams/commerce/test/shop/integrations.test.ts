import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, type FakeServer } from '../support/shop/fake-servers.ts';
import { germanAddress, simpleProduct, startTestShop, type TestShop } from '../support/shop/support.ts';

/**
 * Stripe and a social login provider, each replaced by a local double that speaks its HTTP API,
 * so the real `stripe` package and the real OAuth2 code exchange run end to end.
 */
let shop: TestShop;
let stripe: FakeServer;
let provider: FakeServer;
let paidAmount = 0;

beforeAll(async () => {
  stripe = await fakeServer((method, path, body) => {
    if (method === 'POST' && path === '/v1/payment_intents') {
      paidAmount = Number(new URLSearchParams(body).get('amount'));
      return {
        json: {
          id: 'pi_test_1',
          object: 'payment_intent',
          amount: paidAmount,
          currency: 'eur',
          client_secret: 'pi_test_1_secret_x',
          status: 'requires_payment_method',
        },
      };
    }
    if (method === 'GET' && path.startsWith('/v1/payment_intents/pi_test_1')) {
      return {
        json: {
          id: 'pi_test_1',
          object: 'payment_intent',
          amount: paidAmount,
          amount_received: paidAmount,
          currency: 'eur',
          status: 'succeeded',
        },
      };
    }
    return {
      status: 404,
      json: { error: { message: 'No such payment_intent', type: 'invalid_request_error' } },
    };
  });
  provider = await fakeServer((method, path, body) => {
    if (path === '/token') {
      return new URLSearchParams(body).get('code') === 'good-code'
        ? { json: { access_token: 'at-1', token_type: 'bearer' } }
        : { status: 400, json: { error: 'invalid_grant' } };
    }
    if (path === '/userinfo') return { json: { sub: 'gh-42', email: 'olu@example.test', name: 'Olu Ade' } };
    return { status: 404 };
  });
  shop = await startTestShop({
    STRIPE_SECRET_KEY: 'sk_test_double',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_double',
    STRIPE_API_BASE: stripe.url,
    COMMERCE_LOGIN_CLIENTS: JSON.stringify([
      {
        provider: 'OAUTH2_GENERIC',
        name: 'Nail Club',
        clientId: 'client-1',
        clientSecret: 'secret-1',
        authorizationUrl: `${provider.url}/authorize`,
        tokenUrl: `${provider.url}/token`,
        userInfoUrl: `${provider.url}/userinfo`,
        redirectUri: 'http://localhost:3000/oauth/login/OAUTH2_GENERIC',
      },
    ]),
  });
});
afterAll(async () => {
  await shop?.close();
  await stripe?.close();
  await provider?.close();
});

describe('stripe', () => {
  it('creates a PaymentIntent for the cart and accepts the order it paid', async () => {
    const client = shop.client();
    const gateways = (await client.ok('getCart')).paymentGateways.nodes.map((g: { id: string }) => g.id);
    expect(gateways).toContain('stripe');
    await client.ok('addToCart', { input: { productId: simpleProduct(shop).id, quantity: 1 } });
    const total = Math.round(Number((await client.ok('getCart')).cart.rawTotal) * 100);
    const intent = (await client.ok('getStripePaymentIntent')).stripePaymentIntent;
    expect(intent).toMatchObject({
      id: 'pi_test_1',
      amount: total,
      currency: 'eur',
      clientSecret: 'pi_test_1_secret_x',
      error: null,
    });
    expect(stripe.requests[0]?.headers.authorization).toBe('Bearer sk_test_double');

    const order = (
      await client.ok('Checkout', {
        billing: germanAddress,
        paymentMethod: 'stripe',
        transactionId: 'pi_test_1',
        isPaid: true,
      })
    ).checkout.order;
    expect(order).toMatchObject({ status: 'PROCESSING', paymentMethod: 'stripe', needsPayment: false });
  });
});

describe('social login', () => {
  it('lists the configured client and signs in through the authorization-code flow', async () => {
    const client = shop.client();
    const [loginClient] = (await client.ok('getCart')).loginClients;
    expect(loginClient).toMatchObject({ name: 'Nail Club', provider: 'OAUTH2_GENERIC', isEnabled: true });
    const state = new URL(loginClient.authorizationUrl).searchParams.get('state')!;
    expect(new URL(loginClient.authorizationUrl).searchParams.get('client_id')).toBe('client-1');

    const login = (
      await client.ok('loginWithProvider', { state, code: 'good-code', provider: 'OAUTH2_GENERIC' })
    ).login;
    expect(login.user).toMatchObject({ email: 'olu@example.test', username: 'olu' });
    expect(login.authToken).toMatch(/^ey/);
    const again = (
      await shop.client().ok('loginWithProvider', { state, code: 'good-code', provider: 'OAUTH2_GENERIC' })
    ).login;
    expect(again.user.databaseId).toBe(login.user.databaseId);

    const forged = await client.run('loginWithProvider', {
      state: 'made-up',
      code: 'good-code',
      provider: 'OAUTH2_GENERIC',
    });
    expect(forged.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const refused = await client.run('loginWithProvider', {
      state,
      code: 'bad-code',
      provider: 'OAUTH2_GENERIC',
    });
    expect(refused.errors?.[0]?.message).toBe('The login provider refused the sign-in code.');
    const disabled = await client.run('loginWithProvider', { state, code: 'good-code', provider: 'GITHUB' });
    expect(disabled.errors?.[0]?.message).toBe('The login provider GITHUB is not enabled.');
  });
});
