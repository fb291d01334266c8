import { useTranslation } from '../i18n/useTranslation.ts';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { LostPassword } from '../features/account/LostPassword.tsx';
import { PageMeta } from '../features/seo/PageMeta.tsx';
import { capabilitiesFor } from '../features/shell/ShellQueries.tsx';

// Whether the back end can check a mailed key is known before the page renders (the frame's
// query), so the reset form is either checked first or shown at once, never both.
export async function loader({ request }: LoaderFunctionArgs) {
  await capabilitiesFor(request);
  return null;
}

/** Lost password, and the reset form when the mailed link brings `key` and `login`. */
export function Component() {
  const { t } = useTranslation('shop');
  const [params] = useSearchParams();
  const key = params.get('key') ?? undefined;
  const login = params.get('login') ?? undefined;
  return (
    <section className="container page">
      <PageMeta title={t('account.lostPasswordTitle')} noindex />
      <h1>{t('account.lostPasswordTitle')}</h1>
      {/* A new link restarts the flow from scratch. */}
      <LostPassword key={`${key ?? ''}:${login ?? ''}`} resetKey={key} login={login} />
    </section>
  );
}
