/** Field formatting shared by the catalogue resolvers (WordPress conventions). */

/** WordPress dates read "2026-11-21T08:15:00" (site time, which is UTC here). */
export const wpDate = (iso: string | null | undefined): string | null => (iso ? iso.slice(0, 19) : null);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Content is stored as plain text paragraphs; RENDERED wraps each in <p> as wpautop does, RAW
 * answers the stored text.
 */
export function renderContent(text: string | null | undefined, format?: string | null): string | null {
  if (text === null || text === undefined) return null;
  if (format === 'RAW') return text;
  if (text.trim() === '') return '';
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br />\n')}</p>`)
    .join('\n');
}

export const stockStatusEnum = (status: string): string =>
  ({ instock: 'IN_STOCK', outofstock: 'OUT_OF_STOCK', onbackorder: 'ON_BACKORDER' })[status] ?? 'IN_STOCK';

export const bool = (value: number | null | undefined): boolean => value === 1;

/** WooGraphQL's TaxStatusEnum: WooCommerce's `taxable` / `shipping` / `none`, upper-cased. */
export const taxStatusEnum = (status: string | null | undefined): string | null =>
  status ? status.toUpperCase() : null;

/**
 * WooGraphQL's TaxClassEnum: the standard class is WooCommerce's empty slug, the others their
 * slug upper-cased with underscores (`reduced-rate` → REDUCED_RATE).
 */
export const taxClassEnum = (taxClass: string | null | undefined): string =>
  taxClass ? taxClass.toUpperCase().replace(/-/g, '_') : 'STANDARD';
