import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { vi } from 'vitest';
import { startCommerce } from '../../../src/index.ts';

/**
 * The shop's test harness: the real service on port 0 with a throw-away VAR_DIR, the behaviour §7
 * operation documents read from ./operations, and a client that keeps the dialect's headers
 * (woocommerce-session and Authorization) between calls as a storefront does.
 */
// Each suite starts a real service (migrations, seed, argon2 hashing); on a loaded 2-core CI
// machine that can take far longer than Vitest's defaults, which are limits, not assertions.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const operationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'operations');
const documents = new Map<string, string>();

export function operation(name: string): string {
  let text = documents.get(name);
  if (!text) {
    text = readFileSync(path.join(operationsDir, `${name}.graphql`), 'utf8');
    documents.set(name, text);
  }
  return text;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test assertions read response trees freely
export interface GraphQLResponse<T = Record<string, any>> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
  sessionHeader: string | null;
}

export class ShopClient {
  session: string | undefined;
  authToken: string | undefined;
  /** Sent with every call (the gateway's `X-Nails-Shop-Key`, for one). */
  headers: Record<string, string> = {};

  constructor(readonly url: string) {}

  /** Runs a document of ./operations by its operation name. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test assertions read response trees freely
  async run<T = Record<string, any>>(
    name: string,
    variables: Record<string, unknown> = {},
  ): Promise<GraphQLResponse<T>> {
    return this.query<T>(operation(name), variables, name);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async query<T = Record<string, any>>(
    query: string,
    variables: Record<string, unknown> = {},
    operationName?: string,
  ): Promise<GraphQLResponse<T>> {
    const headers: Record<string, string> = {
      ...this.headers,
      'content-type': 'application/json',
      accept: 'application/json',
    };
    if (this.session) headers['woocommerce-session'] = `Session ${this.session}`;
    if (this.authToken) headers.authorization = `Bearer ${this.authToken}`;
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables, operationName }),
    });
    const sessionHeader = response.headers.get('woocommerce-session');
    if (sessionHeader) this.session = sessionHeader;
    const body = (await response.json()) as Omit<GraphQLResponse<T>, 'sessionHeader'>;
    return { ...body, sessionHeader };
  }

  /** Runs and fails loudly on GraphQL errors (for steps that must succeed). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async ok<T = Record<string, any>>(name: string, variables: Record<string, unknown> = {}): Promise<T> {
    const result = await this.run<T>(name, variables);
    if (result.errors?.length || !result.data)
      throw new Error(`${name} failed: ${JSON.stringify(result.errors)}`);
    return result.data;
  }
}

export interface TestShop {
  url: string;
  varDir: string;
  client(): ShopClient;
  /** The service's database, for test setup (stock levels) and checks the API does not show. */
  db(): Database.Database;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export async function startTestShop(env: Record<string, string> = {}): Promise<TestShop> {
  const varDir = mkdtempSync(path.join(tmpdir(), 'commerce-shop-'));
  const fullEnv = { VAR_DIR: varDir, COMMERCE_WEBHOOK_URLS: '', LOG_LEVEL: 'warn', ...env };
  let running = await startCommerce({ port: 0, env: fullEnv });
  let database: Database.Database | undefined;
  const shop: TestShop = {
    get url() {
      return running.url;
    },
    varDir,
    client: () => new ShopClient(running.url),
    db: () => (database ??= new Database(path.join(varDir, 'commerce', 'commerce.sqlite'))),
    async restart() {
      database?.close();
      database = undefined;
      await running.close();
      running = await startCommerce({ port: 0, env: fullEnv });
    },
    async close() {
      database?.close();
      await running.close();
      rmSync(varDir, { recursive: true, force: true });
    },
  };
  return shop;
}

export interface SeededProduct {
  id: number;
  name: string;
  slug: string;
  price: number;
}

/** A published simple product that is in stock, not virtual, priced as given (cents), or the first one. */
export function simpleProduct(
  shop: TestShop,
  where = "virtual = 0 AND stock_status = 'instock'",
): SeededProduct {
  const row = shop
    .db()
    .prepare(
      `SELECT id, name, slug, price_min AS price FROM products WHERE type = 'simple' AND status = 'publish' AND ${where} ORDER BY id LIMIT 1`,
    )
    .get() as SeededProduct | undefined;
  if (!row) throw new Error(`The seed has no simple product where ${where}`);
  return row;
}

/** Sets a product's stock for a scenario (what the CLI's "change stock" does). */
export function setStock(shop: TestShop, productId: number, quantity: number): void {
  shop
    .db()
    .prepare(
      "UPDATE products SET manage_stock = 1, stock_quantity = ?, backorders = 'no', stock_status = CASE WHEN ? > 0 THEN 'instock' ELSE 'outofstock' END WHERE id = ?",
    )
    .run(quantity, quantity, productId);
}

export const germanAddress = {
  firstName: 'Lena',
  lastName: 'Weber',
  address1: 'Kastanienallee 7',
  city: 'Berlin',
  postcode: '10435',
  country: 'DE',
  email: 'lena@example.test',
  phone: '+49 30 555 0101',
};
