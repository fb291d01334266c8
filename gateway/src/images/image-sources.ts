/**
 * Where images come from, and the path the shop names them by (gateway README "Images by
 * path"): pages, JSON-LD, og tags and GraphQL answers never carry a back end's address. An
 * upstream image URL `<origin><uploads>/<file>` is answered as `/media/<source>/<file>`; the
 * gateway maps the path back to the upstream when it serves or resizes it.
 *
 * - `commerce`: WordPress uploads (`/wp-content/uploads/`) on the origin of COMMERCE_GRAPHQL_URL
 *   (the embedded back end and a real WooCommerce alike);
 * - `content`: the content service's uploads (`/uploads/`, Strapi's) on CONTENT_API_URL's origin.
 */
export interface ImageSource {
  name: string;
  origin: string;
  uploads: string; // path prefix, with leading and trailing slash
  /** What `<origin><uploads>` becomes in answers; `/media/<name>/` unless set. */
  path?: string;
}

export const mediaPrefix = '/media/';

/** WordPress uploads beside the commerce GraphQL endpoint. */
export const commerceImages = (graphqlUrl: string): ImageSource => ({
  name: 'commerce',
  origin: new URL(graphqlUrl).origin,
  uploads: '/wp-content/uploads/',
});

/** The content service's (Strapi's) uploads. */
export const contentImages = (apiUrl: string): ImageSource => ({
  name: 'content',
  origin: new URL(apiUrl).origin,
  uploads: '/uploads/',
});

export function imageSources(settings: {
  COMMERCE_GRAPHQL_URL: string;
  CONTENT_API_URL: string;
}): ImageSource[] {
  return [commerceImages(settings.COMMERCE_GRAPHQL_URL), contentImages(settings.CONTENT_API_URL)];
}

/** Every upstream image address in `text` (a URL, a srcset, a JSON answer) as its path. */
export function imagePathsIn(text: string, sources: readonly ImageSource[]): string {
  let out = text;
  for (const source of sources)
    out = out.split(`${source.origin}${source.uploads}`).join(source.path ?? `${mediaPrefix}${source.name}/`);
  return out;
}

/** Whether `text` holds an upstream image address (cheap test before rewriting). */
export const hasUpstreamImage = (text: string, sources: readonly ImageSource[]): boolean =>
  sources.some((source) => text.includes(`${source.origin}${source.uploads}`));

/**
 * The upstream URL of `<source>/<file>` (what follows `/media/` or the `/_ipx/` modifiers), or
 * undefined for an unknown source or a file that would leave the uploads folder.
 */
export function upstreamOf(path: string, sources: readonly ImageSource[]): URL | undefined {
  const slash = path.indexOf('/');
  if (slash < 0) return undefined;
  const source = sources.find((candidate) => candidate.name === path.slice(0, slash));
  const file = path.slice(slash + 1);
  if (!source || !file || file.split('/').some((part) => part === '..' || part === '.' || part === ''))
    return undefined;
  const url = new URL(`${source.uploads}${file}`, source.origin);
  return url.origin === source.origin && url.pathname.startsWith(source.uploads) ? url : undefined;
}
