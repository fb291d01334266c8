/**
 * The server side of the storefront: the gateway imports the build of this module
 * (`dist/.server/entry-server.js`, `vite build --ssr`) and streams every page but the shopper's
 * own (routes.tsx `personal`; cart and checkout, `rendersForShopper`, are rendered with the
 * shopper's session) as HTML, in the path's language, with the route's data: the route
 * queries run in the gateway's own process (`execute`), and the Relay records they produced go
 * into the page so the browser starts from them and fetches nothing it already has (app/start.tsx).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { RelayEnvironmentProvider } from 'react-relay';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import type { Environment, GraphQLResponse, RequestParameters, Variables } from 'relay-runtime';
import { getRequestIdentifier, Observable } from 'relay-runtime';
import type {
  RenderInput as ServerRenderInput,
  RenderOutput,
  ServerEntry,
} from '@nails/schema/server-render.ts';
import { handleOf } from './app/route-handle.ts';
import { routesOfLanguage } from './app/router.tsx';
import {
  headElements,
  routeAssets,
  withoutAppCode,
  type ClientManifest,
  type InlineStyles,
} from './app/document-head.tsx';
import { appCodeElementId, hydrateOnInteractionAttribute } from './app/takeover.ts';
import { instanceFor } from './i18n/i18n.ts';
import { localeOfPath } from './i18n/locales.ts';
import { consentBannerSource } from './features/consent/ConsentGate.tsx';
import { keptConsent, scopeServerConsent } from './lib/consent.ts';
import { scopePublicOrigin } from './lib/public-url.ts';
import {
  createEnvironment,
  GraphQLRequestError,
  scopeEnvironments,
  serverStateElementId,
  type ServerRenderedState,
} from './relay/environment.ts';

/** What the gateway hands a render (`@nails/schema/server-render.ts`), with the web's manifest. */
export type RenderInput = ServerRenderInput<ClientManifest>;

interface RequestScope {
  environment: Environment;
  origin: string;
  /** The request's Cookie header: the consent banner is rendered when no choice is kept. */
  cookie: string | undefined;
}

const scope = new AsyncLocalStorage<RequestScope>();

/**
 * One static handler per language's route table, made once: React Router flattens, ranks and
 * compiles a table's paths when a handler is made and each time it matches, so a render matches
 * one language's pages (`routesOfLanguage`, as the browser's router does), not seven, and does not
 * make the handler again (gateway README "Page cache": where an uncached render's time goes).
 */
const handlers = new Map<RouteObject[], ReturnType<typeof createStaticHandler>>();
function handlerOf(table: RouteObject[]): ReturnType<typeof createStaticHandler> {
  let handler = handlers.get(table);
  if (!handler) handlers.set(table, (handler = createStaticHandler(table)));
  return handler;
}
scopeEnvironments(() => scope.getStore()?.environment);
scopePublicOrigin(() => scope.getStore()?.origin);
scopeServerConsent(() => scope.getStore()?.cookie);

/** `<` in the JSON would let a product name close the script; everything else is plain JSON. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The request's network: each operation through `execute`, with a way to wait for all of them.
 * On a page rendered for the shopper (`asShopper`), every operation goes through
 * `executeAsShopper`, each sent when the route asks it, as the browser would: they are reads,
 * and a read starts no session (relay/sessionChange.ts); the page is private anyway.
 * The identifiers of those answered go into the page, so the browser takes them from it once
 * instead of asking again (features/cart/preloadShopper.ts).
 */
function serverNetwork(input: RenderInput, locale: string, asShopper: boolean) {
  const pending = new Set<Promise<unknown>>();
  const shopperAnswers: string[] = [];
  const send = async (params: RequestParameters, variables: Variables): Promise<GraphQLResponse> => {
    if (!params.id) throw new Error(`Operation ${params.name} is not persisted`);
    const operation = { documentId: params.id, operationName: params.name, variables, locale };
    const response = (await (asShopper
      ? input.executeAsShopper(operation)
      : input.execute(operation))) as GraphQLResponse;
    const first = (response as { errors?: { message: string; extensions?: { code?: string } }[] })
      .errors?.[0];
    if (first && !('data' in response && response.data))
      throw new GraphQLRequestError(first.message, first.extensions?.code);
    if (asShopper) shopperAnswers.push(getRequestIdentifier(params, variables));
    return response;
  };
  return {
    fetch: (params: RequestParameters, variables: Variables) => {
      const sent = send(params, variables);
      pending.add(sent);
      void sent.catch(() => undefined).finally(() => pending.delete(sent));
      return Observable.from(sent);
    },
    /** Every operation started so far has answered (the shell's, which no loader awaits). */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    shopperAnswers: (): readonly string[] => shopperAnswers,
  };
}

/** Errors of the route tree as JSON the browser's router takes back (isRouteErrorResponse). */
function serialisableErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { status: error.status, statusText: error.statusText, internal: false, data: error.data }
        : { status: 500, statusText: 'Internal Server Error', internal: true, data: null },
    ]),
  );
}

/** The request the route loaders see: the page's URL with the shopper's cookie and languages. */
function loaderRequest(url: URL, headers: RenderInput['headers']): Request {
  return new Request(url, {
    headers: {
      ...(headers.cookie ? { cookie: headers.cookie } : {}),
      ...(headers.acceptLanguage ? { 'accept-language': headers.acceptLanguage } : {}),
    },
  });
}

/** The whole HTML document: the head's assets, the app in #root, the Relay records after it. */
function pageDocument({
  locale,
  onInteraction,
  head,
  appCode,
  origin,
  app,
  state,
}: {
  locale: string;
  onInteraction: boolean;
  head: ReturnType<typeof withoutAppCode>['head'];
  appCode: ReturnType<typeof withoutAppCode>['appCode'];
  origin: string;
  app: ReactNode;
  state: ServerRenderedState;
}): ReactNode {
  return (
    <html lang={locale} {...(onInteraction ? { [hydrateOnInteractionAttribute]: '' } : {})}>
      <head>
        {head}
        <meta name="public-url" content={origin} />
        <script
          type="application/json"
          id={appCodeElementId}
          dangerouslySetInnerHTML={{ __html: scriptJson(appCode) }}
        />
      </head>
      <body>
        <div id="root">{app}</div>
        {/* Data, not code: the page's CSP (script-src 'self') runs no inline script. */}
        <script
          type="application/json"
          id={serverStateElementId}
          dangerouslySetInnerHTML={{ __html: scriptJson(state) }}
        />
      </body>
    </html>
  );
}

/** Renders the document into a stream, handed back once all of it is ready (10 s at most). */
function streamPage(
  document: ReactNode,
  page: { status: number; personal: boolean },
  onError: RenderInput['onError'],
): Promise<RenderOutput> {
  return new Promise<RenderOutput>((resolve, reject) => {
    const body = new PassThrough();
    const stream = renderToPipeableStream(document, {
      // The whole page at once, every region inline: a page's regions (app/hydration.tsx
      // `HydrationRegion`) are Suspense boundaries, and one sent apart from the shell (finished
      // later, or larger than the progressive chunk, 12.5 KB by default) is revealed by an
      // inline script, which the page's CSP (script-src 'self') blocks.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        stream.pipe(body);
        resolve({ kind: 'page', ...page, stream: body });
      },
      onShellError: reject,
      onError(error) {
        onError?.(error);
      },
    });
    setTimeout(() => stream.abort(), 10_000).unref();
  });
}

export async function render(input: RenderInput): Promise<RenderOutput> {
  const url = new URL(input.url);
  const table = routesOfLanguage(url.pathname);
  const handles = (matchRoutes(table, url.pathname) ?? []).flatMap((match) => handleOf(match.route) ?? []);
  // The shopper's own pages are left to the browser, but for those rendered with their session.
  if (handles.some((handle) => handle.personal && !handle.rendersForShopper)) return { kind: 'personal' };
  const personal = handles.some((handle) => handle.personal);

  const locale = localeOfPath(url.pathname);
  const network = serverNetwork(input, locale, personal);
  const environment = createEnvironment(network.fetch);
  const request = loaderRequest(url, input.headers);
  return scope.run({ environment, origin: input.origin, cookie: input.headers.cookie }, async () => {
    const handler = handlerOf(table);
    const context = await handler.query(request);
    if (context instanceof Response) {
      return {
        kind: 'redirect',
        status: context.status,
        location: context.headers.get('location') ?? '/',
      };
    }
    // The shell's banner, logo and menu are read behind Suspense; waiting here (in-process, cached)
    // puts them in the first flush and in the records below instead of a second request.
    await network.settled();
    const i18n = await instanceFor(locale);
    const router = createStaticRouter(handler.dataRoutes, context);
    const state: ServerRenderedState = {
      records: environment.getStore().getSource().toJSON(),
      errors: serialisableErrors(context.errors),
      shopperAnswers: network.shopperAnswers(),
    };
    const modules = context.matches.flatMap((match) => handleOf(match.route)?.module ?? []);
    const styles: InlineStyles = input.styles ?? (() => undefined);
    // A first visit's page carries the consent banner (lib/consent.ts): its chunk's style too.
    const banner = keptConsent() ? [] : [consentBannerSource];
    const assets = [
      ...headElements(input.template, styles),
      ...routeAssets(input.manifest, modules, locale, styles, banner),
    ];
    // An error page (a 404 slug) is the app's to answer at once, as every other page.
    const onInteraction =
      context.errors === null && context.matches.some((match) => handleOf(match.route)?.hydrateOnInteraction);
    const { head, appCode } = withoutAppCode(assets);
    const app: ReactNode = (
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <RelayEnvironmentProvider environment={environment}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </RelayEnvironmentProvider>
        </I18nextProvider>
      </StrictMode>
    );
    const document = pageDocument({ locale, onInteraction, head, appCode, origin: input.origin, app, state });
    return streamPage(document, { status: context.statusCode, personal }, input.onError);
  });
}

/** What the gateway imports this module as: a type error here is one in the gateway too. */
export const serverEntry: ServerEntry = { render };
