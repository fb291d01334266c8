import { readFileSync } from 'node:fs';
import path from 'node:path';
import { changePrice, changeStock } from '../catalogue/admin.ts';
import { approveReviewOffline } from '../catalogue/approve-review-offline.ts';
import { getOption, updateOption } from '../settings/options.ts';
import { importCatalogue } from '../catalogue/import.ts';
import { asMedia, type MediaRow } from '../catalogue/records.ts';
import { commonSizes, renderAllSizes } from '../images/render.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { generateSyntheticCatalogue } from '../seed/synthetic.ts';
import { logger, notifyProduct, openCommerce } from './open.ts';

type Values = Record<string, string | boolean | undefined>;

/** seed, import, price, stock, generate, option, review-approve. Returns false for a command it does not know. */
export async function runCatalogueCommand(
  command: string | undefined,
  args: string[],
  values: Values,
): Promise<boolean> {
  switch (command) {
    case 'seed':
      await seed(values);
      return true;
    case 'import':
      await importFile(args);
      return true;
    case 'price':
    case 'stock':
      await changePriceOrStock(command, args, values);
      return true;
    case 'generate':
      generate(values);
      return true;
    case 'option':
      option(args);
      return true;
    case 'review-approve':
      await approveReview(args);
      return true;
    default:
      return false;
  }
}

async function seed(values: Values): Promise<void> {
  const { db, config } = openCommerce();
  const seeded = seedIfEmpty(db, logger, {
    commerceDir: config.commerceDir,
    demoCustomer: config.APP_MODE !== 'production',
  });
  console.log(
    seeded
      ? `Seeded the shop into ${config.databaseFile}.`
      : `${config.databaseFile} already has products; left as it is.`,
  );
  if (!values['no-images']) {
    // Draw the images listings show now, so the first visit to the shop is quick.
    const media = (db.prepare('SELECT * FROM media').all() as MediaRow[]).map(asMedia);
    const started = Date.now();
    const files = await renderAllSizes(config.uploadsDir, media, { sizes: commonSizes });
    console.log(
      `Images ready: ${files} files for ${media.length} images (${((Date.now() - started) / 1000).toFixed(1)} s); other sizes are drawn on first request.`,
    );
  }
  db.close();
}

async function importFile(args: string[]): Promise<void> {
  const file = args[0];
  if (!file) throw new Error('name the JSON file to import');
  const { db, config } = openCommerce();
  const json = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const result = await importCatalogue(db, json, {
    sourcesDir: path.join(config.commerceDir, 'sources'),
  });
  console.log(`Imported ${result.created.length} new and ${result.updated.length} updated products.`);
  for (const id of result.created) await notifyProduct(db, 'product.created', id);
  for (const id of result.updated) await notifyProduct(db, 'product.updated', id);
  db.close();
}

async function changePriceOrStock(command: 'price' | 'stock', args: string[], values: Values): Promise<void> {
  const [reference, value] = args;
  if (!reference || value === undefined)
    throw new Error(
      `usage: ${command} <slug|sku> <${command === 'price' ? 'regular price' : 'quantity|status'}>`,
    );
  const { db } = openCommerce();
  const target =
    command === 'price'
      ? changePrice(db, reference, value, values.sale as string | undefined)
      : changeStock(db, reference, value);
  const row = db
    .prepare('SELECT name, price_min, price_max, stock_status, stock_quantity FROM products WHERE id = ?')
    .get(target.productId);
  console.log(`Updated ${reference}:`, row);
  await notifyProduct(db, 'product.updated', target.productId, target.variationId);
  db.close();
}

function generate(values: Values): void {
  const count = Number(values.products ?? 10_000);
  if (!Number.isInteger(count) || count <= 0) throw new Error('--products takes a positive whole number');
  const { db, config } = openCommerce();
  const started = Date.now();
  generateSyntheticCatalogue(db, count, { sourcesDir: path.join(config.commerceDir, 'sources') });
  console.log(`Added ${count} synthetic products in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  db.close();
}

/** WordPress's get_option / update_option: the settings of migration 011 (README "Settings"). */
function option(args: string[]): void {
  const [name, value] = args;
  if (!name) throw new Error('usage: option <name> [value]');
  const { db } = openCommerce();
  if (value !== undefined) updateOption(db, name, value);
  console.log(`${name} = ${getOption(db, name, '(not set)')}`);
  db.close();
}

async function approveReview(args: string[]): Promise<void> {
  const id = Number(args[0]);
  if (!Number.isInteger(id) || id <= 0) throw new Error('usage: review-approve <review id>');
  if (!(await approveReviewOffline(process.env, id))) throw new Error(`no review ${id}`);
  console.log(`Review ${id} approved.`);
}
