// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startFloorServer, withoutScripts, type FloorServer } from '../../scripts/bench-floor.ts';

const page = `<!doctype html><html><head><style>h1{color:red}</style>
<link rel="modulepreload" href="/assets/start.js"><script type="module" src="/assets/index.js"></script>
<script type="application/json" id="app-code">["/assets/start.js"]</script></head>
<body><h1>Press-on nails</h1><img src="/_ipx/w_300/hero.webp"><SCRIPT>window.ran = true</SCRIPT></body></html>`;

describe("the bench's floor: a page without its scripts", () => {
  it('keeps the markup, styles and images and drops every script and module preload', () => {
    const floor = withoutScripts(page);
    expect(floor).not.toMatch(/<script|modulepreload/i);
    expect(floor).toContain('<style>h1{color:red}</style>');
    expect(floor).toContain('<h1>Press-on nails</h1>');
    expect(floor).toContain('<img src="/_ipx/w_300/hero.webp">');
  });

  describe('served beside the stack', () => {
    let stack: http.Server;
    let floor: FloorServer;
    const cookies: (string | undefined)[] = [];
    beforeAll(async () => {
      stack = http.createServer((request, response) => {
        cookies.push(request.headers.cookie);
        if (request.url === '/') response.setHeader('content-type', 'text/html').end(page);
        else response.setHeader('content-type', 'image/webp').end(Buffer.from([1, 2, 3]));
      });
      await new Promise<void>((resolve) => stack.listen(0, '127.0.0.1', resolve));
      floor = await startFloorServer(`http://127.0.0.1:${(stack.address() as AddressInfo).port}`, 'seen=1');
    });
    afterAll(async () => {
      await floor.close();
      await new Promise((resolve) => stack.close(resolve));
    });

    it("answers the page's copy without scripts and passes its images through from the stack", async () => {
      const html = await (await fetch(floor.url('/'))).text();
      expect(html).toContain('<h1>Press-on nails</h1>');
      expect(html).not.toMatch(/<script/i);
      const image = await fetch(new URL('/_ipx/w_300/hero.webp', floor.url('/')));
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect([...new Uint8Array(await image.arrayBuffer())]).toEqual([1, 2, 3]);
      expect(cookies).toEqual(['seen=1', 'seen=1']);
    });
  });
});
