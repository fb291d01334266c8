import { SignJWT, jwtVerify } from 'jose';
import type { LoginClientConfig } from '../../config.ts';
import { userError } from '../errors.ts';
import type { ShopServices } from '../services.ts';
import { customerByEmail, customerById, insertCustomer, type Customer } from './customers.ts';
import { uniqueUsername } from './accounts.ts';

/**
 * Social sign-in through any OAuth2 provider in COMMERCE_LOGIN_CLIENTS (Headless Login's generic
 * authorization-code flow): `loginClients` hands out the authorization URL with a signed,
 * short-lived `state`; `login(provider, oauthResponse {code, state})` checks the state, trades the
 * code for an access token, reads the user info and signs the matching (or a new) customer in.
 */
const STATE_TTL_SECONDS = 10 * 60;

export async function authorizationUrl(services: ShopServices, client: LoginClientConfig): Promise<string> {
  const state = await new SignJWT({ typ: 'oauth-state', provider: client.provider })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(services.keys.issuer)
    .setIssuedAt()
    .setExpirationTime(`${STATE_TTL_SECONDS}s`)
    .sign(services.keys.secret);
  const url = new URL(client.authorizationUrl);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', client.clientId);
  url.searchParams.set('redirect_uri', client.redirectUri);
  url.searchParams.set('scope', client.scope);
  url.searchParams.set('state', state);
  return url.toString();
}

export function loginClient(services: ShopServices, provider: string): LoginClientConfig {
  const client = services.config.COMMERCE_LOGIN_CLIENTS.find((c) => c.provider === provider);
  if (!client) throw userError(`The login provider ${provider} is not enabled.`);
  return client;
}

export async function socialLogin(
  services: ShopServices,
  provider: string,
  response: { code: string; state?: string | null },
): Promise<Customer> {
  const client = loginClient(services, provider);
  try {
    const { payload } = await jwtVerify(response.state ?? '', services.keys.secret, {
      issuer: services.keys.issuer,
    });
    if (payload.typ !== 'oauth-state' || payload.provider !== provider)
      throw new Error('state of another provider');
  } catch {
    throw userError('The login attempt expired or did not start here. Please try again.', 'UNAUTHENTICATED');
  }
  const profile = await fetchProfile(client, response.code);
  const subject = String(profile[client.subjectField] ?? '');
  const email = String(profile[client.emailField] ?? '');
  if (!subject || !email.includes('@'))
    throw userError('The login provider did not share an id and an email address.');
  const db = services.db;
  const linked = db
    .prepare('SELECT customer_id FROM social_identities WHERE provider = ? AND subject = ?')
    .get(provider, subject) as { customer_id: number } | undefined;
  if (linked) return customerById(db, linked.customer_id)!;
  return db.transaction(() => {
    const name = String(profile[client.nameField] ?? '').trim();
    const customer =
      customerByEmail(db, email) ??
      insertCustomer(db, {
        username: uniqueUsername(services, email.split('@')[0] ?? 'customer'),
        email,
        passwordHash: null,
        firstName: name.split(' ')[0] ?? '',
        lastName: name.split(' ').slice(1).join(' '),
      });
    db.prepare(
      'INSERT OR IGNORE INTO social_identities (provider, subject, customer_id) VALUES (?, ?, ?)',
    ).run(provider, subject, customer.id);
    return customer;
  })();
}

async function fetchProfile(client: LoginClientConfig, code: string): Promise<Record<string, unknown>> {
  const tokenResponse = await fetch(client.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: client.redirectUri,
      client_id: client.clientId,
      client_secret: client.clientSecret,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  const token = (await tokenResponse.json().catch(() => ({}))) as { access_token?: string };
  if (!tokenResponse.ok || !token.access_token)
    throw userError('The login provider refused the sign-in code.', 'UNAUTHENTICATED');
  const userResponse = await fetch(client.userInfoUrl, {
    headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!userResponse.ok)
    throw userError('The login provider did not share the account details.', 'UNAUTHENTICATED');
  return (await userResponse.json()) as Record<string, unknown>;
}
