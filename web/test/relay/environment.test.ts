import type { RequestParameters } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { environment, setRequestLocale } from '../../src/relay/environment.ts';

/** The gateway answers in the locale the web sends (gateway README, "Languages"). */
const params: RequestParameters = {
  id: null,
  text: 'query LocaleProbe { storeSettings { productsPerPage } }',
  name: 'LocaleProbe',
  operationKind: 'query',
  metadata: {},
  cacheID: 'LocaleProbe',
};

afterEach(() => vi.unstubAllGlobals());

async function localeSent(): Promise<string | null> {
  let locale: string | null = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      locale = new Headers(init.headers).get('x-locale');
      return new Response(JSON.stringify({ data: { storeSettings: { productsPerPage: 24 } } }));
    }),
  );
  await new Promise<void>((resolve, reject) =>
    environment.getNetwork().execute(params, {}, {}).subscribe({ complete: resolve, error: reject }),
  );
  return locale;
}

describe('the locale of GraphQL requests', () => {
  it('is the page locale, then the locale of the page being navigated to', async () => {
    window.history.replaceState(null, '', '/it/products');
    expect(await localeSent()).toBe('it');
    setRequestLocale('de');
    expect(await localeSent()).toBe('de');
    setRequestLocale('en');
    expect(await localeSent()).toBe('en');
  });
});
