/**
 * Fetches each URL and reads its body to the end, so the browser's HTTP cache holds the whole
 * response when the page's own import asks for it (the app's chunks are served immutable). A
 * URL that fails is left to that import, which reports it as the app's failure to load.
 */
export async function fetchIntoCache(urls: readonly string[], fetchUrl: typeof fetch = fetch): Promise<void> {
  await Promise.all(
    urls.map((url) =>
      fetchUrl(url, { credentials: 'same-origin' })
        .then((response) => response.arrayBuffer())
        .then(
          () => undefined,
          () => undefined,
        ),
    ),
  );
}
