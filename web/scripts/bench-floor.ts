/**
 * The bench's floor: a page as the server renders it, with its scripts taken out, measured by the
 * same Lighthouse runs as the page itself. What Lighthouse counts against that copy (its layout,
 * paint, images, and the trace's own overhead on this machine) no change to the app's JavaScript
 * can remove; the page's figures above it are what its scripts cost (README "Speed on a phone").
 *
 * A small HTTP server stands beside the stack: `/__floor/<page path>` answers the stack's HTML
 * for that path without `<script>` elements or module preloads, and every other request (styles,
 * images, fonts) is passed to the stack, so the copy loads what the page loads.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const floorPrefix = '/__floor';

/** The server's HTML without anything that runs or fetches script. */
export const withoutScripts = (html: string): string =>
  html.replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');

export interface FloorServer {
  /** The URL of `path`'s copy without scripts. */
  url(path: string): string;
  close(): Promise<void>;
}

/** Headers not passed on: the body is sent decoded and whole. */
const hopHeaders = new Set([
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);

export async function startFloorServer(stackUrl: string, cookie: string): Promise<FloorServer> {
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    const floor = path.startsWith(`${floorPrefix}/`);
    const upstream = new URL(floor ? path.slice(floorPrefix.length) : path, stackUrl);
    fetch(upstream, { headers: { cookie, 'accept-language': request.headers['accept-language'] ?? 'en' } })
      .then(async (answer) => {
        response.statusCode = answer.status;
        answer.headers.forEach((value, name) => {
          if (!hopHeaders.has(name)) response.setHeader(name, value);
        });
        if (floor) response.end(withoutScripts(await answer.text()));
        else response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch((error: unknown) => {
        response.statusCode = 502;
        response.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${floorPrefix}${path}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
