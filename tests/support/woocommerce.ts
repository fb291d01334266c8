/**
 * Where the real WooCommerce test stack lives (the machines' `shared/woocommerce`: its `start`
 * script and its printed schema `woographql.graphql`): `WOOCOMMERCE_STACK_DIR`, else
 * `shared/woocommerce` beside this checkout, else the machines' shared folder, because a clean
 * clone for CI may live anywhere. Undefined when none is there.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@nails/platform';

const candidates = () =>
  [
    process.env.WOOCOMMERCE_STACK_DIR,
    path.resolve(repoRoot, '..', 'shared', 'woocommerce'),
    '/work/shared/woocommerce',
  ].filter((dir): dir is string => Boolean(dir));

export function wooCommerceStackDir(): string | undefined {
  return candidates().find((dir) => existsSync(path.join(dir, 'start')));
}

/** The real schema printed from that stack, or the file `WOOGRAPHQL_SCHEMA` names. */
export function realWooGraphqlSchemaFile(): string | undefined {
  if (process.env.WOOGRAPHQL_SCHEMA) return process.env.WOOGRAPHQL_SCHEMA;
  return candidates()
    .map((dir) => path.join(dir, 'woographql.graphql'))
    .find((file) => existsSync(file));
}
