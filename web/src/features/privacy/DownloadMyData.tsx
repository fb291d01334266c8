import { useState } from 'react';
import { useErrorMessage } from '../../i18n/errorMessage.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { GraphQLRequestError } from '../../relay/environment.ts';

/** The gateway's export route (gateway `routes/my-data.ts`): the signed-in customer's own file. */
export const myDataUrl = '/account/my-data.json';

type State = { step: 'idle' | 'preparing' | 'done' } | { step: 'failed'; error: unknown };

/**
 * Fetched, then saved from a blob rather than followed as a plain link: a refusal (signed out,
 * too many downloads) comes back as a stable code the shopper reads in her language here, where a
 * link would open the gateway's JSON answer in place of the page.
 */
async function downloadMyData(): Promise<void> {
  const response = await fetch(myDataUrl, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) {
    const refusal = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    throw new GraphQLRequestError(refusal.message ?? '', refusal.code, response.status);
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.json';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Download my data" (GDPR Art. 15 and 20): everything the shop holds on her, as one JSON file. */
export function DownloadMyData() {
  const { t } = useTranslation();
  const message = useErrorMessage();
  const [state, setState] = useState<State>({ step: 'idle' });
  const download = () => {
    setState({ step: 'preparing' });
    downloadMyData().then(
      () => setState({ step: 'done' }),
      (error: unknown) => setState({ step: 'failed', error }),
    );
  };
  return (
    <section aria-labelledby="my-data-title">
      <h2 id="my-data-title">{t('privacy.download.title')}</h2>
      <p>{t('privacy.download.description')}</p>
      {state.step === 'failed' && (
        <p role="alert" className="notice notice-error">
          {message(state.error)}
        </p>
      )}
      {state.step === 'done' && (
        <p role="status" className="notice notice-success">
          {t('privacy.download.done')}
        </p>
      )}
      <button type="button" className="button" onClick={download} disabled={state.step === 'preparing'}>
        {state.step === 'preparing' ? t('privacy.download.preparing') : t('privacy.download.button')}
      </button>
    </section>
  );
}
