import { useTranslation } from '../../i18n/useTranslation.ts';
import { useLocation, useNavigate } from 'react-router-dom';
import { locales, localizePath, rememberLocale, stripLocale, type LocaleCode } from '../../i18n/locales.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import styles from './LanguageSwitcher.module.css';

/** Switches language on the same page, keeping the query and hash, and remembers the choice (behaviour §9). */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const change = (code: LocaleCode) => {
    rememberLocale(code);
    void navigate(`${localizePath(stripLocale(location.pathname), code)}${location.search}${location.hash}`);
  };
  return (
    <div className={styles.switcher}>
      <label htmlFor="language-select">{t('locale.label')}</label>
      <select
        id="language-select"
        className={styles.select}
        value={locale}
        onChange={(event) => change(event.target.value as LocaleCode)}
      >
        {locales.map((item) => (
          <option key={item.code} value={item.code} lang={item.code}>
            {item.name}
          </option>
        ))}
      </select>
    </div>
  );
}
