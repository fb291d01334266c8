import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCommerce, type RunningCommerce } from '../../../src/index.ts';

/**
 * The catalogue tests' harness: the real service on port 0 with a throw-away VAR_DIR (seeded on
 * start), and the behaviour §7 operation documents of ../operations sent by name over HTTP.
 */
export const operationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'operations');

export const operation = (name: string): string =>
  readFileSync(path.join(operationsDir, `${name}.graphql`), 'utf8');

export interface Response<T> {
  data?: T;
  errors?: { message: string; path?: string[]; extensions?: { code?: string } }[];
}

export interface TestCommerce {
  url: string;
  varDir: string;
  /** Runs a document of test/support/operations by its operation name. */
  run<T = Tree>(name: string, variables?: Record<string, unknown>): Promise<Response<T>>;
  query<T = Tree>(query: string, variables?: Record<string, unknown>): Promise<Response<T>>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- assertions walk response trees freely
export type Tree = Record<string, any>;

export async function startTestCommerce(env: Record<string, string> = {}): Promise<TestCommerce> {
  const varDir = mkdtempSync(path.join(tmpdir(), 'commerce-catalogue-'));
  const fullEnv = { VAR_DIR: varDir, COMMERCE_WEBHOOK_URLS: '', LOG_LEVEL: 'warn', ...env };
  let running: RunningCommerce = await startCommerce({ port: 0, env: fullEnv });
  const post = async <T>(query: string, variables: Record<string, unknown>, operationName?: string) => {
    const response = await fetch(`${running.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables, operationName }),
    });
    return (await response.json()) as Response<T>;
  };
  return {
    get url() {
      return running.url;
    },
    varDir,
    run: (name, variables = {}) => post(operation(name), variables, name),
    query: (query, variables = {}) => post(query, variables),
    async restart() {
      await running.close();
      running = await startCommerce({ port: 0, env: fullEnv });
    },
    async close() {
      await running.close();
      rmSync(varDir, { recursive: true, force: true });
    },
  };
}
