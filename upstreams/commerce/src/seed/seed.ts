import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '@nails/platform';
import { catalogueInput } from '../catalogue/catalogue-json.ts';
import { refreshAllGroups } from '../catalogue/grouped.ts';
import { importParsed } from '../catalogue/import.ts';
import type { Db } from '../db/database.ts';
import { seedShop } from '../shop/index.ts';
import { pressOnNailsCatalogue } from './press-on-nails.ts';
import { sizingGuidePdf } from './sizing-guide-pdf.ts';

export interface SeedOptions {
  /** var/commerce: downloads and imported image sources live below it. */
  commerceDir: string;
  now?: Date;
  /** Seed the demo customer (default yes; never in APP_MODE=production, where it is a known login). */
  demoCustomer?: boolean;
}

/** Files products offer for download, relative to var/commerce (the shop serves them by signed URL). */
export function writeDownloadFiles(commerceDir: string): void {
  const dir = path.join(commerceDir, 'downloads');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'printable-sizing-guide.pdf'), sizingGuidePdf());
}

/** Seeds the press-on nails catalogue. Images are drawn lazily on first request (src/images). */
export function seedCatalogue(db: Db, options: SeedOptions): { products: number } {
  writeDownloadFiles(options.commerceDir);
  const parsed = catalogueInput.parse(pressOnNailsCatalogue());
  const result = importParsed(db, parsed, {
    sourcesDir: path.join(options.commerceDir, 'sources'),
    now: options.now,
  });
  // Grouped products take their price range and stock from children imported with them.
  refreshAllGroups(db);
  return { products: result.created.length + result.updated.length };
}

export function isEmpty(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM products').get() as { n: number }).n === 0;
}

/** Seeds an empty database, so `npm start` and every test begin with the shop. */
export function seedIfEmpty(db: Db, logger: Logger, options: SeedOptions): boolean {
  if (!isEmpty(db)) return false;
  const started = Date.now();
  const { products } = seedCatalogue(db, options);
  // Coupons (WELCOME10 …), shipping zones and the demo customer belong to the shop.
  seedShop(db, { demoCustomer: options.demoCustomer ?? true });
  logger.info({ products, ms: Date.now() - started }, 'seeded the press-on nails catalogue');
  return true;
}
