// Route matching shared by the machines that react to navigation.

/** The path without query, hash, trailing slash or a locale prefix such as /de or /pt-br. */
export function routeOf(path: string): string {
  const bare = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  const unprefixed = bare.replace(/^\/[a-z]{2}(?:-[a-z]{2})?(?=\/|$)/i, '');
  return unprefixed === '' ? '/' : unprefixed;
}

/** True when `path` is one of `sections` or below one (e.g. /my-account/lost-password). */
export function isWithin(path: string, sections: readonly string[]): boolean {
  const route = routeOf(path);
  return sections.some((section) => route === section || route.startsWith(`${section}/`));
}
