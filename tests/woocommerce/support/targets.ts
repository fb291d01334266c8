/**
 * The two commerce back ends the storefront must work on, behind the same gateway and storefront:
 * a real WordPress + WooCommerce + WPGraphQL + WooGraphQL + Headless Login (the WooCommerce test stack,
 * tests/README.md, started here, or WOOCOMMERCE_GRAPHQL_URL), and the embedded back end. The journeys are written
 * once and run against both (real-shop.test.ts), so they cannot drift apart.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { repoRoot } from '@nails/platform';
import { ensureWebBuild } from '../../e2e/support/stack.ts';
import { wooCommerceStackDir } from '../../support/woocommerce.ts';

const required = () => /^(1|true|yes)$/i.test(process.env.REQUIRE_SERVICES ?? '');
// The project's own stack scripts, once a WordPress bundle is found (tests/support/woocommerce.ts).
const stackDir = wooCommerceStackDir();
export const startScript = path.join(
  stackDir ?? path.join(repoRoot, 'upstreams', 'woocommerce-stack'),
  'start',
);
const stopScript = path.join(path.dirname(startScript), 'stop');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A free port with 4 digits: the seeded dump is imported only for those (tests/README.md). */
async function freeFourDigitPort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 8100 + Math.floor(Math.random() * 1800);
    const taken = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(true));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
    });
    if (!taken && !existsSync(`/tmp/woocommerce-${port}`)) return port;
  }
  throw new Error('no free 4-digit port for WooCommerce');
}

export interface RealShop {
  graphqlUrl: string;
  /** Where WordPress writes the mails it would send (undefined for a shop given by URL). */
  mailDir: string | undefined;
  /** The shop's WordPress folder, for what only its owner can set (undefined for a shop given by URL). */
  wordpressDir: string | undefined;
  webhookSecret: string;
  /** Reads WooCommerce's REST API (`/wp-json/wc/v3/…`) as the shop's admin, as the owner's tools do. */
  rest<T>(path: string): Promise<T>;
  stop(): void;
}

/** The storefront's own WordPress plugin (upstreams/woocommerce-companion, its README). */
export const companionPlugin = path.join(repoRoot, 'upstreams', 'woocommerce-companion');

export interface RealShopOptions {
  /** Plugin folders to activate (`start --plugin`). */
  plugins?: string[];
  /** The companion plugin's shop key (`start --shop-key`; the gateway's COMMERCE_SHOP_KEY). */
  shopKey?: string;
}

/**
 * Whether a real WooCommerce can be had: WOOCOMMERCE_GRAPHQL_URL, or the project's stack
 * (upstreams/woocommerce-stack) with its WordPress bundle. Otherwise the suite skips with a line saying how to provide one, and
 * fails under REQUIRE_SERVICES=1 (CI).
 */
export function realShopAvailable(): boolean {
  if (process.env.WOOCOMMERCE_GRAPHQL_URL || (stackDir && existsSync(startScript))) return true;
  const missing = `no real WooCommerce: set WOOCOMMERCE_GRAPHQL_URL (with WOOCOMMERCE_WEBHOOK_SECRET), or WOOCOMMERCE_BUNDLE for ${startScript} (upstreams/woocommerce-stack/README.md)`;
  if (required()) throw new Error(`REQUIRE_SERVICES=1 but ${missing}`);
  console.warn(`[woocommerce] skipping: ${missing}`);
  return false;
}

/** Starts a seeded shop of its own (fresh database) whose webhooks go to `webhookUrl`. */
export async function startRealShop(webhookUrl: string, options: RealShopOptions = {}): Promise<RealShop> {
  const given = process.env.WOOCOMMERCE_GRAPHQL_URL;
  if (given)
    return {
      graphqlUrl: given,
      mailDir: process.env.WOOCOMMERCE_MAIL_DIR,
      wordpressDir: undefined,
      webhookSecret: process.env.WOOCOMMERCE_WEBHOOK_SECRET ?? '',
      rest: restClient(
        given,
        process.env.WOOCOMMERCE_REST_KEY ?? '',
        process.env.WOOCOMMERCE_REST_SECRET ?? '',
      ),
      stop: () => {},
    };
  const port = await freeFourDigitPort();
  const webhookSecret = randomBytes(16).toString('hex');
  const args = [
    '--port',
    String(port),
    '--fresh',
    '--webhook-url',
    webhookUrl,
    '--webhook-secret',
    webhookSecret,
    '--rest-key',
    ...(options.plugins ?? []).flatMap((dir) => ['--plugin', dir]),
    ...(options.shopKey ? ['--shop-key', options.shopKey] : []),
  ];
  const workDir = process.env.WOO_WORK_DIR ?? `/tmp/woocommerce-${port}`;
  const run = spawnSync(startScript, args, { encoding: 'utf8', timeout: 300_000 });
  const graphqlUrl = run.stdout?.match(/^WOOCOMMERCE_GRAPHQL_URL=(.+)$/m)?.[1];
  if (run.status !== 0 || !graphqlUrl)
    throw new Error(`woocommerce/start failed (${run.status}): ${(run.stderr ?? '').slice(-1500)}`);
  const printed = (name: string) => new RegExp(`^${name}=(.+)$`, 'm').exec(run.stdout)?.[1] ?? '';
  return {
    graphqlUrl,
    mailDir: path.join(workDir, 'mail'),
    wordpressDir: path.join(workDir, 'wordpress'),
    webhookSecret,
    rest: restClient(graphqlUrl, printed('WOOCOMMERCE_REST_KEY'), printed('WOOCOMMERCE_REST_SECRET')),
    stop: () => void spawnSync(stopScript, ['--port', String(port), '--drop'], { timeout: 60_000 }),
  };
}

/**
 * WooCommerce's REST API with a key's basic auth. WooCommerce takes basic auth over HTTPS only; the
 * test stack's WordPress, like one behind a TLS proxy, counts `X-Forwarded-Proto: https` as HTTPS
 * (upstreams/woocommerce-stack/README.md).
 */
function restClient(graphqlUrl: string, key: string, secret: string) {
  return async <T>(restPath: string): Promise<T> => {
    if (!key) throw new Error('no WooCommerce REST key (start --rest-key, or WOOCOMMERCE_REST_KEY)');
    const response = await fetch(new URL(`/wp-json/wc/v3${restPath}`, graphqlUrl), {
      headers: {
        authorization: `Basic ${Buffer.from(`${key}:${secret}`).toString('base64')}`,
        'x-forwarded-proto': 'https',
      },
    });
    if (!response.ok) throw new Error(`GET ${restPath}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** The newest mail WordPress wrote to `to` whose subject matches, once written. */
export async function realMail(
  mailDir: string,
  to: string,
  subject: RegExp,
): Promise<{ subject: string; message: string }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = existsSync(mailDir)
      ? readdirSync(mailDir)
          .sort()
          .map(
            (file) =>
              JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')) as {
                to: unknown;
                subject: string;
                message: string;
              },
          )
          .filter((mail) => JSON.stringify(mail.to).includes(to) && subject.test(mail.subject))
      : [];
    if (mails.length) return mails.at(-1)!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

export interface Storefront {
  url: string;
  commerceGraphqlUrl: string;
  /** The embedded back end's own origin (its dev mailbox); null for a real shop. */
  commerceUrl: string | null;
  /** The storefront's data folder (the embedded back end's database, for its owner's CLI functions). */
  varDir: string;
  /** The content service this storefront calls. */
  contentUrl: string;
  close(): Promise<void>;
}

/** The gateway and the built storefront on `gatewayPort`, calling `commerceGraphqlUrl` or the embedded back end. */
export async function startStorefront(
  gatewayPort: number,
  commerce: { graphqlUrl?: string; webhookSecret?: string },
  /** A second instance of a shop: the first's data folder and content, and settings both share (Redis, event store). */
  shared: { varDir?: string; contentUrl?: string; env?: Record<string, string> } = {},
): Promise<Storefront> {
  ensureWebBuild();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'tests', 'woocommerce', 'support', 'run-target.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        GATEWAY_PORT: String(gatewayPort),
        ...(commerce.graphqlUrl ? { TARGET_COMMERCE_GRAPHQL_URL: commerce.graphqlUrl } : {}),
        ...(commerce.webhookSecret ? { COMMERCE_WEBHOOK_SECRET: commerce.webhookSecret } : {}),
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        ...(shared.varDir ? { TARGET_VAR_DIR: shared.varDir } : {}),
        ...(shared.contentUrl ? { TARGET_CONTENT_API_URL: shared.contentUrl } : {}),
        ...shared.env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const ready = await new Promise<Omit<Storefront, 'close'>>((resolve, reject) => {
    let buffer = '';
    child.once('exit', (code) => reject(new Error(`storefront exited early (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const line = buffer.split('\n').find((candidate) => candidate.startsWith('{"url"'));
      if (line) resolve(JSON.parse(line) as Omit<Storefront, 'close'>);
    });
  });
  child.removeAllListeners('exit');
  return {
    ...ready,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
