import de from '../../i18n/locales/fit/finder/de.ts';
import en from '../../i18n/locales/fit/finder/en.ts';
import es from '../../i18n/locales/fit/finder/es.ts';
import fr from '../../i18n/locales/fit/finder/fr.ts';
import it from '../../i18n/locales/fit/finder/it.ts';
import pt from '../../i18n/locales/fit/finder/pt.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';

const finder = { en, de, es, fr, it, pt };

/**
 * `useTranslation()` with the finder's and My account's size texts (`fit.*`, in six languages)
 * added to the page's language first. They come with the size guide's and the account's chunks,
 * not with every page's JavaScript (web README "Speed on a phone": the routes' budgets); the few
 * texts a product page or the listing shows stay in the main catalogue (`locales/fit/`).
 */
export function useFinderTranslation(): ReturnType<typeof useTranslation> {
  const translation = useTranslation();
  const { i18n } = translation;
  const language = i18n.language;
  if (!i18n.exists('fit.title', { lng: language })) {
    const texts = finder[language.slice(0, 2) as keyof typeof finder] ?? finder.en;
    i18n.addResourceBundle(language, 'translation', { fit: texts }, true, false);
  }
  return translation;
}
