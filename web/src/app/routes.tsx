import type { RouteObject } from 'react-router-dom';

type Lazy = NonNullable<RouteObject['lazy']>;
type RouteModule = Awaited<ReturnType<Extract<Lazy, (...args: never[]) => unknown>>>;

// One chunk per route module, loaded when a path of it is visited (or prefetched on intent).
const modules = import.meta.glob<RouteModule>('../routes/*Route.tsx');

/** The module of a page, `src/routes/<name>.tsx`; the server preloads its chunk with the page. */
export const routeModule = (name: string): Lazy => {
  const load = modules[`../routes/${name}.tsx`];
  if (!load) throw new Error(`No route module src/routes/${name}.tsx`);
  return load;
};

/**
 * Behaviour §2's route table, without locale prefix. Every module exports `Component` and, where the
 * page needs data, a `loader` that starts its one `<Route>Query` (render-as-you-fetch).
 * `personal`: the page is the shopper's own (cart, checkout, account, orders, wishlist, sign-in);
 * the server sends the shell for it and the browser renders it with the shopper's session, so no
 * shopper's page is ever rendered without their session or cached.
 * `rendersForShopper`: a personal page the server renders all the same, with the shopper's own
 * session, as a private page never stored by anyone (cart and checkout: web README "Speed on a
 * phone", gateway README "Storefront, public URLs, webhooks, production").
 * `hydrateOnInteraction`: the server's page is whole without the app, whose code loads at the
 * shopper's first interaction (app/takeover.ts): the home page, where most first
 * visits land on a phone.
 */
export const pages: {
  id: string;
  path: string;
  module: string;
  personal?: true;
  rendersForShopper?: true;
  hydrateOnInteraction?: true;
}[] = [
  { id: 'index', path: '', module: 'HomeRoute', hydrateOnInteraction: true },
  { id: 'contact', path: 'contact', module: 'ContactRoute' },
  { id: 'contact-us', path: 'contact-us', module: 'ContactRoute' },
  { id: 'about-us', path: 'about-us', module: 'AboutRoute' },
  { id: 'checkout', path: 'checkout', module: 'CheckoutRoute', personal: true, rendersForShopper: true },
  { id: 'cart', path: 'cart', module: 'CartRoute', personal: true, rendersForShopper: true },
  { id: 'login', path: 'login', module: 'LoginRoute', personal: true },
  { id: 'register', path: 'register', module: 'LoginRoute', personal: true },
  { id: 'products', path: 'products', module: 'ProductsRoute' },
  { id: 'tracking', path: 'tracking', module: 'TrackingRoute' },
  {
    id: 'gift-card-balance',
    path: 'gift-card-balance',
    module: 'GiftCardBalanceRoute',
  },
  { id: 'wishlist', path: 'wishlist', module: 'WishlistRoute', personal: true },
  { id: 'tutorials', path: 'tutorials', module: 'TutorialsRoute' },
  { id: 'categories', path: 'categories', module: 'CategoriesRoute' },
  { id: 'size-guide', path: 'size-guide', module: 'SizeGuideRoute' },
  // A mail's link carries a token: personal, never rendered by the server or kept.
  {
    id: 'back-in-stock-confirm',
    path: 'back-in-stock/confirm',
    module: 'BackInStockConfirmRoute',
    personal: true,
  },
  {
    id: 'back-in-stock-unsubscribe',
    path: 'back-in-stock/unsubscribe',
    module: 'BackInStockUnsubscribeRoute',
    personal: true,
  },
  {
    id: 'order-summary',
    path: 'order-summary/:orderId?',
    module: 'OrderRoute',
    personal: true,
  },
  {
    id: 'order-received',
    path: 'checkout/order-received/:orderId',
    module: 'OrderRoute',
    personal: true,
  },
  { id: 'privacy-policy', path: 'privacy-policy', module: 'PrivacyPolicyRoute' },
  { id: 'shipping-policy', path: 'shipping-policy', module: 'PolicyRoute' },
  { id: 'terms-of-service', path: 'terms-of-service', module: 'PolicyRoute' },
  {
    id: 'return-exchange-policy',
    path: 'return-exchange-policy',
    module: 'PolicyRoute',
  },
  { id: 'product-slug', path: 'product/:slug', module: 'ProductRoute' },
  {
    id: 'product-category-slug',
    path: 'product-category/:categorySlug',
    module: 'ProductsRoute',
  },
  {
    id: 'product-category-page-pager',
    path: 'product-category/:categorySlug/page/:pageNumber',
    module: 'ProductsRoute',
  },
  {
    id: 'product-page-pager',
    path: 'products/page/:pageNumber',
    module: 'ProductsRoute',
  },
  {
    id: 'my-account',
    path: 'my-account',
    module: 'MyAccountRoute',
    personal: true,
  },
  {
    id: 'my-account-lost-password',
    path: 'my-account/lost-password',
    module: 'LostPasswordRoute',
    personal: true,
  },
  {
    id: 'oauth-login-provider',
    path: 'oauth/login/:provider',
    module: 'OAuthLoginRoute',
    personal: true,
  },
];
