import { ipxUrl } from './images.ts';

let serverOrigin: (() => string | undefined) | undefined;

/** The server's lookup of the origin of the request it is rendering. */
export function scopePublicOrigin(lookup: () => string | undefined): void {
  serverOrigin = lookup;
}

/**
 * The shop's public origin (the gateway's PUBLIC_URL), for every absolute URL a crawler or a
 * shared link gets: canonical and hreflang links, og:image, JSON-LD. The gateway writes it into
 * index.html (`<meta name="public-url">`); the page's own origin is the fallback (Vite's dev
 * server, a page served without the gateway).
 */
export function publicOrigin(): string {
  // On the server the request's origin (set per request by entry-server.tsx).
  const fromServer = serverOrigin?.();
  if (fromServer !== undefined) return fromServer.replace(/\/+$/, '');
  const meta = document.querySelector<HTMLMetaElement>('meta[name="public-url"]')?.content;
  return (meta || window.location.origin).replace(/\/+$/, '');
}

/**
 * A catalogue image as crawlers should fetch it: through the gateway's optimiser as a 1200 px
 * JPEG (the size Open Graph asks for), never the back end's own, internal address.
 */
export function publicImageUrl(source: string): string {
  if (source.startsWith('/') && !source.startsWith('/media/')) return `${publicOrigin()}${source}`;
  return `${publicOrigin()}${ipxUrl(source, 1200, 'jpeg')}`;
}
