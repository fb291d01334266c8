/**
 * The shop owner's command line: `npm run cli -w upstreams/commerce -- <command>`.
 *
 *   seed                                   create var/commerce and seed the shop (npm run seed)
 *   import <catalogue.json>                create or update products from JSON (format: README)
 *   price <slug|sku> <regular> [--sale X]  change a price (--sale "" ends a sale)
 *   stock <slug|sku> <quantity|instock|outofstock|onbackorder>
 *   coupon --code X --type percent|fixed_cart|fixed_product --amount N [--expires YYYY-MM-DD]
 *          [--usage-limit N] [--minimum 20.00] [--free-shipping] [--description "…"]
 *   coupons                                list the coupons
 *   mailbox [id] [--to address]            read the local mailbox (mail sent without SMTP)
 *   generate --products 10000              add a synthetic catalogue (benchmarks)
 *
 * Catalogue changes fire the product.created / product.updated webhooks, as WooCommerce does.
 */
import { parseArgs } from 'node:util';
import { runCatalogueCommand } from './catalogue-commands.ts';
import { runShopCommand } from './shop-commands.ts';

const usage = `usage: commerce <seed|import|price|stock|coupon|coupons|mailbox|generate> … (see src/cli/main.ts)`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    sale: { type: 'string' },
    code: { type: 'string' },
    type: { type: 'string' },
    amount: { type: 'string' },
    expires: { type: 'string' },
    'usage-limit': { type: 'string' },
    minimum: { type: 'string' },
    'free-shipping': { type: 'boolean' },
    description: { type: 'string' },
    to: { type: 'string' },
    products: { type: 'string' },
    'no-images': { type: 'boolean' },
  },
});

const [command, ...rest] = positionals;
try {
  const handled =
    (await runCatalogueCommand(command, rest, values)) || (await runShopCommand(command, rest, values));
  if (!handled) {
    console.error(usage);
    process.exit(2);
  }
} catch (error) {
  console.error(`commerce ${command}: ${(error as Error).message}`);
  process.exit(1);
}
