/**
 * A real WooCommerce (the WooCommerce test stack, tests/README.md) started for one suite on a port of its
 * own, with plugin folders of this repository activated, and a GraphQL client that carries the
 * `woocommerce-session` and `Authorization` headers as the gateway does.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

import { wooCommerceBundle, wooCommerceStackDir } from '../support/woocommerce.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the stack's scripts are: the project's own, once a bundle is found (tests/support/woocommerce.ts). */
const stackDir = wooCommerceStackDir() ?? path.resolve(repoRoot, 'upstreams/woocommerce-stack');

export interface WooStack {
  url: string;
  port: number;
  mailDir: string;
  stop: () => Promise<void>;
}

export type StackFound = { stack: WooStack; missing?: undefined } | { stack?: undefined; missing: string };

const required = () => /^(1|true|yes)$/i.test(process.env.REQUIRE_SERVICES ?? '');

export interface StartOptions {
  /** The companion plugin's `nails_companion_shop_key` (`start --shop-key`). */
  shopKey?: string;
}

/**
 * Starts the stack, or says why not: skipped with that line, except under REQUIRE_SERVICES=1 (CI),
 * where it throws. `stop` drops the database, so the next run imports the seeded shop again while
 * reusing the unpacked tree (half the time of `start --fresh` on a loaded machine).
 */
export async function startWooCommerce(
  port: number,
  plugins: string[],
  options: StartOptions = {},
): Promise<StackFound> {
  const start = path.join(stackDir, 'start');
  let missing: string | undefined;
  if (!existsSync(start)) {
    missing = `no WooCommerce stack at ${stackDir} (set WOOCOMMERCE_STACK_DIR to the folder holding its start script)`;
  } else if (!process.env.WOOCOMMERCE_STACK_DIR && !wooCommerceBundle()) {
    missing =
      'no WordPress bundle for upstreams/woocommerce-stack (set WOOCOMMERCE_BUNDLE: its README, "The bundle")';
  } else {
    try {
      const args = [
        '--port',
        String(port),
        ...plugins.flatMap((dir) => ['--plugin', dir]),
        ...(options.shopKey ? ['--shop-key', options.shopKey] : []),
      ];
      const { stdout } = await run(start, args, { timeout: 180_000, maxBuffer: 8 << 20 });
      const url = /^WOOCOMMERCE_GRAPHQL_URL=(.+)$/m.exec(stdout)?.[1]?.trim();
      if (!url) throw new Error(`start printed no WOOCOMMERCE_GRAPHQL_URL:\n${stdout.slice(-2000)}`);
      const workDir = process.env.WOO_WORK_DIR ?? `/tmp/woocommerce-${port}`;
      return {
        stack: {
          url,
          port,
          mailDir: path.join(workDir, 'mail'),
          stop: async () => {
            await run(path.join(stackDir, 'stop'), ['--port', String(port), '--drop'], { timeout: 60_000 });
          },
        },
      };
    } catch (error) {
      const detail = error as { stderr?: string; message?: string };
      missing = `the WooCommerce stack did not start on port ${port}: ${(detail.stderr || detail.message || String(error)).trim().slice(-1500)}`;
    }
  }
  if (required()) throw new Error(`REQUIRE_SERVICES=1 but ${missing}`);
  console.warn(`[services] skipping: ${missing}`);
  return { missing };
}

export interface GraphQLAnswer<T = Record<string, unknown>> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/**
 * One shopper (or the admin) talking to WooGraphQL: keeps the session token it is handed. `headers`
 * go with every request, as the gateway's own do (its `X-Nails-Shop-Key`).
 */
export class WooClient {
  session: string | undefined;
  authToken: string | undefined;

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLAnswer<T>> {
    const headers: Record<string, string> = { ...this.headers, 'content-type': 'application/json' };
    if (this.session) headers['woocommerce-session'] = `Session ${this.session}`;
    if (this.authToken) headers.authorization = `Bearer ${this.authToken}`;
    const response = await fetch(this.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    const token = response.headers.get('woocommerce-session');
    if (token) this.session = token;
    const text = await response.text();
    try {
      return JSON.parse(text) as GraphQLAnswer<T>;
    } catch {
      throw new Error(`not JSON (HTTP ${response.status}): ${text.slice(0, 500)}`);
    }
  }

  /** The data of an answer that must have no errors. */
  async data<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<T> {
    const answer = await this.request<T>(query, variables);
    if (answer.errors?.length || !answer.data)
      throw new Error(`GraphQL errors: ${JSON.stringify(answer.errors ?? answer)}`);
    return answer.data;
  }

  async signIn(username: string, password: string): Promise<void> {
    const data = await this.data<{ login: { authToken: string; sessionToken: string | null } }>(
      `mutation SignIn($username: String!, $password: String!) {
        login(input: { provider: PASSWORD, credentials: { username: $username, password: $password } }) {
          authToken
          sessionToken
        }
      }`,
      { username, password },
    );
    this.authToken = data.login.authToken;
    if (data.login.sessionToken) this.session = data.login.sessionToken;
  }
}

export interface Mail {
  to: string | string[];
  subject: string;
  message: string;
}

/** The mails WordPress wrote so far (the stack writes each as a JSON file instead of sending it). */
export function readMails(mailDir: string): Mail[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as Mail);
}

export const mailsTo = (mailDir: string, address: string): Mail[] =>
  readMails(mailDir).filter((mail) => [mail.to].flat().some((to) => to.includes(address)));
