/**
 * The content service's webhook (gateway README "Page cache"): an edit of the top banner shows
 * on the next page, although pages and content answers are kept a minute; a call without the
 * secret changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageBuild } from '../support/page-build.ts';
import { startStack, type Stack } from '../support/stack.ts';

const secret = 'content-webhook-secret-for-tests';

describe('the content webhook', () => {
  let stack: Stack;
  let link: { id: number; documentId?: string; text: string };
  const page = async () => (await stack.gateway.inject({ method: 'GET', url: '/products' })).body;
  const webhook = (authorization: string) =>
    stack.gateway.inject({
      method: 'POST',
      url: '/webhooks/content',
      headers: { authorization, 'content-type': 'application/json' },
      payload: { event: 'entry.update', model: 'link', entry: { id: link.id } },
    });

  beforeAll(async () => {
    stack = await startStack({ WEB_DIST_DIR: pageBuild(), CONTENT_WEBHOOK_SECRET: secret });
    const links = (await (
      await fetch(`${stack.contentUrl}/api/links?filters[group_slug][$eq]=top_text&locale=en`, {
        headers: { authorization: `Bearer ${stack.gateway.config.CONTENT_API_TOKEN}` },
      })
    ).json()) as { data: (typeof link)[] };
    link = links.data[0]!;
  }, 120_000);

  afterAll(async () => stack?.close(), 60_000);

  it('shows a banner edit on the next page once the content service calls it', async () => {
    expect(await page()).toContain(link.text);
    const text = `Glitter week ${Date.now()}`;
    const changed = await fetch(`${stack.contentUrl}/api/links/${link.documentId ?? link.id}?locale=en`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${stack.gateway.config.CONTENT_API_TOKEN}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ data: { text } }),
    });
    expect(changed.status).toBe(200);
    // Kept a minute as a page and as a content answer: without a call, the old banner stays.
    expect(await page()).not.toContain(text);

    expect((await webhook('Bearer not-the-secret')).statusCode).toBe(401);
    expect(await page()).not.toContain(text);

    const applied = await webhook(`Bearer ${secret}`);
    expect(applied.statusCode).toBe(200);
    expect(await page()).toContain(text);
  });
});
