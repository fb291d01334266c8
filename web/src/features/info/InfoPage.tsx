import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { LocaleCode } from '../../i18n/locales.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { PageMeta } from '../seo/PageMeta.tsx';
import styles from './InfoPage.module.css';

export interface InfoSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
}

export interface InfoContent {
  intro: string;
  sections: InfoSection[];
}

export type LocalizedContent = Record<LocaleCode, InfoContent>;

/** An informational page: title, intro and sections in the shopper's language. */
export function InfoPage({
  titleKey,
  content,
  children,
}: {
  titleKey: string;
  content: LocalizedContent;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const text = content[locale];
  const title = t(titleKey);
  return (
    <article className={`container page ${styles.page}`}>
      <PageMeta title={title} description={text.intro} type="article" />
      <header className={styles.hero}>
        <h1>{title}</h1>
        <p className={styles.intro}>{text.intro}</p>
      </header>
      <div className="prose">
        {text.sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.list && (
              <ul>
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {children}
      </div>
    </article>
  );
}
