import { useTranslation } from '../../i18n/useTranslation.ts';
import { useLocation } from 'react-router-dom';
import { localeInfo, locales, localizePath, stripLocale } from '../../i18n/locales.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { publicImageUrl, publicOrigin } from '../../lib/public-url.ts';

interface Props {
  title: string;
  description?: string;
  image?: string | null;
  type?: 'website' | 'product' | 'article';
  noindex?: boolean;
  /** Query parameters that change the content and so belong in the canonical URL (e.g. page). */
  canonicalSearch?: string;
}

/**
 * Title, description, Open Graph, canonical and hreflang links of a page. React 19 hoists these
 * elements into <head>, so each route states its own and nothing else is needed.
 */
export function PageMeta({
  title,
  description,
  image,
  type = 'website',
  noindex,
  canonicalSearch = '',
}: Props) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const origin = publicOrigin();
  const path = stripLocale(pathname);
  const fullTitle = `${title} | ${t('meta.siteName')}`;
  const text = description ?? t('meta.defaultDescription');
  const canonical = `${origin}${localizePath(path, locale)}${canonicalSearch}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={t('meta.siteName')} />
      <meta property="og:locale" content={localeInfo(locale).wp} />
      {image && <meta property="og:image" content={publicImageUrl(image)} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <link rel="canonical" href={canonical} />
      {locales.map((item) => (
        <link
          key={item.code}
          rel="alternate"
          hrefLang={item.iso}
          href={`${origin}${localizePath(path, item.code)}${canonicalSearch}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${path}${canonicalSearch}`} />
    </>
  );
}
