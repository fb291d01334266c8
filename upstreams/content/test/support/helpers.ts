import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadOrCreateSecrets } from '@nails/platform';
import { startContent } from '../../src/index.ts';

export interface TestService {
  url: string;
  varDir: string;
  tokens: { fullAccess: string; readOnly: string };
  /** A JSON request to `${url}${path}` with the full-access token unless `token` says otherwise. */
  call(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string | null; headers?: Record<string, string> },
  ): Promise<Answer>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface Answer {
  status: number;
  headers: Headers;
  // Tests read Strapi's envelopes field by field; the shape is what they assert.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Starts the real service on port 0 over a throw-away VAR_DIR (removed by `close`). */
export async function startTestService(
  env: Record<string, string> = {},
  varDir = mkdtempSync(path.join(tmpdir(), 'content-test-')),
): Promise<TestService> {
  const start = () => startContent({ host: '127.0.0.1', port: 0, env: { VAR_DIR: varDir, ...env } });
  let running = await start();
  const secrets = loadOrCreateSecrets(varDir);
  const tokens = { fullAccess: secrets.contentApiToken, readOnly: secrets.contentReadOnlyToken };
  const service: TestService = {
    get url() {
      return running.url;
    },
    varDir,
    tokens,
    async call(method, requestPath, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      const token = options.token === undefined ? tokens.fullAccess : options.token;
      if (token !== null) headers.authorization = `Bearer ${token}`;
      let body: string | FormData | undefined;
      if (options.body instanceof FormData) body = options.body;
      else if (options.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      }
      const response = await fetch(`${running.url}${requestPath}`, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text === '' ? undefined : JSON.parse(text);
      } catch {
        // not JSON (an uploaded file): the text is the body
      }
      return { status: response.status, headers: response.headers, body: parsed };
    },
    async restart() {
      await running.close();
      running = await start();
    },
    async close() {
      await running.close();
      rmSync(varDir, { recursive: true, force: true });
    },
  };
  return service;
}
