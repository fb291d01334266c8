import type { RouteObject } from 'react-router-dom';

type Lazy = NonNullable<RouteObject['lazy']>;

/**
 * Spec §2's route table, without locale prefix. Every module exports `Component` and, where the
 * page needs data, a `loader` that starts its one `<Route>Query` (render-as-you-fetch).
 */
export const pages: { id: string; path: string; lazy: Lazy }[] = [
  { id: 'index', path: '', lazy: () => import('../routes/HomeRoute.tsx') },
  { id: 'contact', path: 'contact', lazy: () => import('../routes/ContactRoute.tsx') },
  { id: 'contact-us', path: 'contact-us', lazy: () => import('../routes/ContactRoute.tsx') },
  { id: 'about-us', path: 'about-us', lazy: () => import('../routes/AboutRoute.tsx') },
  { id: 'checkout', path: 'checkout', lazy: () => import('../routes/CheckoutRoute.tsx') },
  { id: 'cart', path: 'cart', lazy: () => import('../routes/CartRoute.tsx') },
  { id: 'login', path: 'login', lazy: () => import('../routes/LoginRoute.tsx') },
  { id: 'register', path: 'register', lazy: () => import('../routes/LoginRoute.tsx') },
  { id: 'products', path: 'products', lazy: () => import('../routes/ProductsRoute.tsx') },
  { id: 'tracking', path: 'tracking', lazy: () => import('../routes/TrackingRoute.tsx') },
  {
    id: 'gift-card-balance',
    path: 'gift-card-balance',
    lazy: () => import('../routes/GiftCardBalanceRoute.tsx'),
  },
  { id: 'wishlist', path: 'wishlist', lazy: () => import('../routes/WishlistRoute.tsx') },
  { id: 'tutorials', path: 'tutorials', lazy: () => import('../routes/TutorialsRoute.tsx') },
  { id: 'categories', path: 'categories', lazy: () => import('../routes/CategoriesRoute.tsx') },
  { id: 'size-guide', path: 'size-guide', lazy: () => import('../routes/SizeGuideRoute.tsx') },
  { id: 'order-summary', path: 'order-summary/:orderId?', lazy: () => import('../routes/OrderRoute.tsx') },
  {
    id: 'order-received',
    path: 'checkout/order-received/:orderId',
    lazy: () => import('../routes/OrderRoute.tsx'),
  },
  { id: 'privacy-policy', path: 'privacy-policy', lazy: () => import('../routes/PolicyRoute.tsx') },
  { id: 'shipping-policy', path: 'shipping-policy', lazy: () => import('../routes/PolicyRoute.tsx') },
  { id: 'terms-of-service', path: 'terms-of-service', lazy: () => import('../routes/PolicyRoute.tsx') },
  {
    id: 'return-exchange-policy',
    path: 'return-exchange-policy',
    lazy: () => import('../routes/PolicyRoute.tsx'),
  },
  { id: 'product-slug', path: 'product/:slug', lazy: () => import('../routes/ProductRoute.tsx') },
  {
    id: 'product-category-slug',
    path: 'product-category/:categorySlug',
    lazy: () => import('../routes/ProductsRoute.tsx'),
  },
  {
    id: 'product-category-page-pager',
    path: 'product-category/:categorySlug/page/:pageNumber',
    lazy: () => import('../routes/ProductsRoute.tsx'),
  },
  {
    id: 'product-page-pager',
    path: 'products/page/:pageNumber',
    lazy: () => import('../routes/ProductsRoute.tsx'),
  },
  { id: 'my-account', path: 'my-account', lazy: () => import('../routes/MyAccountRoute.tsx') },
  {
    id: 'my-account-lost-password',
    path: 'my-account/lost-password',
    lazy: () => import('../routes/LostPasswordRoute.tsx'),
  },
  {
    id: 'oauth-login-provider',
    path: 'oauth/login/:provider',
    lazy: () => import('../routes/OAuthLoginRoute.tsx'),
  },
];
