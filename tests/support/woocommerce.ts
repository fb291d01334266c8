/**
 * Where the real WooCommerce test stack lives: the project's own scripts in
 * `upstreams/woocommerce-stack` (README there), which need the WordPress bundle they unpack
 * (`WOOCOMMERCE_BUNDLE`, else `wordpress.tar.zst` in that folder, else
 * `shared/woocommerce/wordpress.tar.zst` beside the checkout: the same order as its `start`).
 * `WOOCOMMERCE_STACK_DIR` names another folder with a `start` script instead. Undefined when no
 * bundle is found: the suites then say so.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@nails/platform';

const projectStack = path.join(repoRoot, 'upstreams', 'woocommerce-stack');

/** The bundle the project's `start` would unpack, as that script looks for it. */
export function wooCommerceBundle(): string | undefined {
  return [
    process.env.WOOCOMMERCE_BUNDLE,
    path.join(projectStack, 'wordpress.tar.zst'),
    path.resolve(repoRoot, '..', 'shared', 'woocommerce', 'wordpress.tar.zst'),
  ].find((file): file is string => Boolean(file) && existsSync(file as string));
}

export function wooCommerceStackDir(): string | undefined {
  const other = process.env.WOOCOMMERCE_STACK_DIR;
  if (other) return existsSync(path.join(other, 'start')) ? other : undefined;
  return wooCommerceBundle() ? projectStack : undefined;
}

/** The real schema printed from that stack (kept in the repository), or the file `WOOGRAPHQL_SCHEMA` names. */
export function realWooGraphqlSchemaFile(): string | undefined {
  if (process.env.WOOGRAPHQL_SCHEMA) return process.env.WOOGRAPHQL_SCHEMA;
  const file = path.join(projectStack, 'woographql.graphql');
  return existsSync(file) ? file : undefined;
}
