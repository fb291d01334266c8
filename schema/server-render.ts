/**
 * The contract between the gateway and the web's server entry: `web/src/entry-server.tsx`
 * implements `ServerEntry`, built to `web/dist/.server/entry-server.js`, which the gateway
 * imports at run time (`gateway/src/routes/storefront-render.ts`). One definition for both
 * sides, so a change on one is a type error on the other rather than a failed page at run time.
 */

/** One GraphQL operation, run by the gateway exactly as a cookieless POST /graphql would be. */
export interface ServerOperation {
  documentId: string;
  operationName: string;
  variables: Record<string, unknown>;
  locale: string;
}

/** A GraphQL answer as /graphql gives it. */
export interface ServerOperationResult {
  data?: unknown;
  errors?: readonly unknown[];
}

/** `Manifest`: Vite's client manifest, which only the web reads (`app/document-head.tsx`). */
export interface RenderInput<Manifest = unknown> {
  /** The page's absolute URL. */
  url: string;
  /** The request's cookie and Accept-Language (only `/` reads them: the language redirect). */
  headers: { cookie?: string; acceptLanguage?: string };
  /** PUBLIC_URL, else the request's origin: canonical, hreflang, og:url and JSON-LD start with it. */
  origin: string;
  /** The built `index.html` (its head: styles, scripts, icons) and Vite's client manifest. */
  template: string;
  manifest: Manifest;
  /** A built stylesheet's text by its URL path, to inline (undefined: linked instead). */
  styles?(href: string): string | undefined;
  execute(operation: ServerOperation): Promise<ServerOperationResult>;
  /**
   * The same with the shopper's session, exactly as the browser's own request would carry it
   * (cookie, language, client address). Only a page the route table marks `rendersForShopper`
   * calls it, for every operation of the page (reads, sent as the route asks them); the gateway
   * makes any page that called it private (gateway README "Storefront, public URLs, webhooks,
   * production").
   */
  executeAsShopper(operation: ServerOperation): Promise<ServerOperationResult>;
  onError?(error: unknown): void;
}

export type RenderOutput =
  | { kind: 'personal' }
  | { kind: 'redirect'; status: number; location: string }
  /** `personal`: rendered with the shopper's session, for them alone. */
  | { kind: 'page'; status: number; stream: NodeJS.ReadableStream; personal: boolean };

export interface ServerEntry {
  render(input: RenderInput): Promise<RenderOutput>;
}
