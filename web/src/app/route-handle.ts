import { useMatches } from 'react-router-dom';

/**
 * What each page's route carries in its `handle` (app/router.tsx, from the table in
 * app/routes.tsx): read by the server's render (personal pages, route modules, hydration on
 * interaction) and by pages that serve several paths (/contact and /contact-us, the policies).
 */
export interface RouteHandle {
  /** The page's id in the table (`order-received`, `privacy-policy` …). */
  page: string;
  /** Its module, `src/routes/<module>.tsx`. */
  module: string;
  personal: boolean;
  /** A personal page the server renders with the shopper's session (app/routes.tsx). */
  rendersForShopper: boolean;
  hydrateOnInteraction: boolean;
}

/** The handle of a matched page route; undefined for the root and language routes. */
export const handleOf = (route: { handle?: unknown } | undefined): RouteHandle | undefined =>
  route?.handle as RouteHandle | undefined;

/** The id of the page being shown (the deepest match). */
export const usePageId = (): string | undefined => handleOf(useMatches().at(-1))?.page;
