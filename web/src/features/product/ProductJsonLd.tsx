import { useLocation } from 'react-router-dom';
import { parseRawPrices } from '../../i18n/format.ts';
import { publicImageUrl, publicOrigin } from '../../lib/public-url.ts';

interface Props {
  name: string;
  description: string;
  sku: string | null | undefined;
  image: string | null | undefined;
  price: string | null | undefined | false;
  stockStatus: string | null | undefined;
  rating?: { value: number; count: number };
}

const availability: Record<string, string> = {
  IN_STOCK: 'https://schema.org/InStock',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
  ON_BACKORDER: 'https://schema.org/BackOrder',
};

/** schema.org Product for search engines: name, image, SKU, offer (EUR) and rating. */
export function ProductJsonLd({ name, description, sku, image, price, stockStatus, rating }: Props) {
  const { pathname } = useLocation();
  const prices = parseRawPrices(price || undefined);
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    ...(sku ? { sku } : {}),
    ...(image ? { image: [publicImageUrl(image)] } : {}),
    ...(prices.length
      ? {
          offers: {
            '@type': prices.length > 1 ? 'AggregateOffer' : 'Offer',
            priceCurrency: 'EUR',
            ...(prices.length > 1
              ? { lowPrice: Math.min(...prices), highPrice: Math.max(...prices) }
              : { price: prices[0] }),
            availability: availability[stockStatus ?? 'IN_STOCK'],
            url: `${publicOrigin()}${pathname}`,
          },
        }
      : {}),
    ...(rating
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: rating.value,
            reviewCount: rating.count,
          },
        }
      : {}),
  };
  // JSON.stringify escapes quotes; "<" is escaped too so a product name cannot close the script.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
