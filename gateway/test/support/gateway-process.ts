import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const gatewayDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The gateway as `npm start` runs it, in a process of its own that a test can kill. */
export interface GatewayProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function startGatewayProcess(env: NodeJS.ProcessEnv): Promise<GatewayProcess> {
  // `node --import tsx` (not the tsx CLI, which runs node as a child): SIGKILL hits the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: gatewayDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start:\n${output}`)), 60_000);
    const check = () => {
      const match = /listening at (http:\/\/127\.0\.0\.1:\d+)/i.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    child,
    output: () => output,
    kill: (signal) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
}

/**
 * A proxy in front of commerce that holds requests matching `slow` for `delayMs` before passing
 * them on, and passes them on even when the caller has gone (a crashed gateway's checkout still
 * reaches commerce, as a request already on the wire would).
 */
export async function startSlowProxy(target: string) {
  /** `held`: slow requests received; `answered`: slow requests commerce has answered. */
  const state = { delayMs: 0, slow: /GatewayCheckout/, held: 0, answered: 0 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const delay = state.slow.test(body.toString()) ? state.delayMs : 0;
      if (delay) state.held += 1;
      setTimeout(() => {
        const upstream = http.request(
          new URL(request.url ?? '/', target),
          { method: request.method, headers: { ...request.headers, host: new URL(target).host } },
          (answer) => {
            if (delay) answer.once('end', () => (state.answered += 1));
            response.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(response);
          },
        );
        upstream.on('error', () => response.destroy());
        upstream.end(body);
      }, delay);
    });
    // The caller hanging up must not cancel the forwarded request.
    response.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A browser over real HTTP: keeps the session cookie. */
export class HttpBrowser {
  cookie = '';
  constructor(public base: string) {}

  async graphql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
    const response = await fetch(`${this.base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = response.headers.getSetCookie().find((value) => value.startsWith('nails_session='));
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    return {
      status: response.status,
      ...((await response.json()) as {
        data: T;
        errors?: { message: string; extensions: { code: string } & Record<string, unknown> }[];
      }),
    };
  }
}
