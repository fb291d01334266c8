/**
 * The worker that fetches the app's code for takeover.ts `preloadAppCode`: given the list of
 * URLs, it fetches them into the HTTP cache and ends. Off the main thread, each request costs the
 * page nothing (README "Speed on a phone").
 */
import { fetchIntoCache } from './fetch-into-cache.ts';

self.addEventListener(
  'message',
  (event: MessageEvent<unknown>) => {
    const urls = Array.isArray(event.data)
      ? event.data.filter((url): url is string => typeof url === 'string')
      : [];
    void fetchIntoCache(urls).finally(() => self.close());
  },
  { once: true },
);
