/**
 * The shop owner's command line: `npm run cli -w upstreams/commerce -- <command>`; `--help`
 * prints the commands and options below. Catalogue changes fire the product.created /
 * product.updated webhooks, as WooCommerce does.
 */
import { exitWithUsageError, parseCommandLine } from '@nails/platform';
import { runCatalogueCommand } from './catalogue-commands.ts';
import { runShopCommand } from './shop-commands.ts';

const usage = `usage: npm run cli -w upstreams/commerce -- <command> [options]

commands:
  seed                                    create var/commerce and seed the shop (npm run seed)
  import <catalogue.json> [--no-images]   create or update products from JSON (format: README)
  price <slug|sku> <regular> [--sale X]   change a price (--sale "" ends a sale)
  stock <slug|sku> <quantity|instock|outofstock|onbackorder>
                                          change stock
  coupon --code X --type percent|fixed_cart|fixed_product --amount N
         [--expires YYYY-MM-DD] [--usage-limit N] [--minimum 20.00]
         [--free-shipping] [--description "…"]
                                          create a coupon
  coupons                                 list the coupons
  option <name> [value]                   read or set a shop setting (comment_moderation,
                                          comment_previously_approved,
                                          woocommerce_review_rating_verification_required,
                                          woocommerce_cod_settings; README "Settings")
  review-approve <id>                     publish a review held for moderation
  order-paid <number>                     mark a cash on delivery or bank transfer order paid:
                                          issues and mails its gift cards, opens its downloads
  mailbox [id] [--to address]             read the local mailbox (mail sent without SMTP)
  generate [--products 10000] [--no-images]
                                          add a synthetic catalogue (benchmarks)

options:
  -h, --help                              print this help

settings: VAR_DIR (the shop's data folder), COMMERCE_WEBHOOK_URLS, LOG_LEVEL (see .env.example)`;

const { positionals, values } = parseCommandLine({
  name: 'commerce',
  usage,
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
if (!command) exitWithUsageError('commerce', usage, 'a command is required');
let handled = false;
try {
  handled =
    (await runCatalogueCommand(command, rest, values)) || (await runShopCommand(command, rest, values));
} catch (error) {
  console.error(`commerce ${command}: ${(error as Error).message}`);
  process.exit(1);
}
if (!handled) exitWithUsageError('commerce', usage, `unknown command "${command}"`);
