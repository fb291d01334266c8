import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import { createEnvironment } from '../../../src/relay/environment.ts';
import { NewsletterPopup } from '../../../src/features/newsletter/NewsletterPopup.tsx';
import {
  NewsletterProvider,
  useOpenNewsletter,
} from '../../../src/features/newsletter/NewsletterProvider.tsx';

/** The gateway's /graphql answering the modal's texts query; records the locale each asked for. */
function gateway(settings: { title: string | null; description: string | null }) {
  const asked: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      const { operationName, variables } = JSON.parse(init.body) as {
        operationName: string;
        variables: { locale?: string };
      };
      if (operationName === 'NewsletterPopupQuery') asked.push(variables.locale);
      return new Response(JSON.stringify({ data: { newsletterSettings: settings } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

function OpenButton() {
  return (
    <button type="button" onClick={useOpenNewsletter()}>
      open
    </button>
  );
}

async function openModal(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RelayEnvironmentProvider environment={createEnvironment()}>
        <NewsletterProvider>
          <OpenButton />
          <NewsletterPopup />
        </NewsletterProvider>
      </RelayEnvironmentProvider>
    </MemoryRouter>,
  );
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
  });
}

describe('newsletter modal texts (content configs sub_begin_title, sub_begin_desc)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the shop owner's title and text in the page's language", async () => {
    await activateLocale('de');
    const asked = gateway({ title: 'Jetzt 15 % sparen', description: 'Nur diese Woche.' });
    await openModal('/de/products');
    expect(await screen.findByRole('heading', { name: 'Jetzt 15 % sparen' })).toBeTruthy();
    expect(screen.getByText('Nur diese Woche.')).toBeTruthy();
    expect(asked).toEqual(['de_DE']);
  });

  it("falls back to the web's own translations when the content service has none", async () => {
    await activateLocale('de');
    const asked = gateway({ title: null, description: null });
    await openModal('/de/');
    await vi.waitFor(() => expect(asked).toEqual(['de_DE']));
    expect(screen.getByRole('heading', { name: '10 % Rabatt auf deine erste Bestellung' })).toBeTruthy();
    expect(screen.getByText(/Abonniere unseren Newsletter/)).toBeTruthy();
  });
});

describe('newsletter sign-up while the shop cannot give the code yet', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says "try again in a minute" in her language and keeps the form; the retry shows the code', async () => {
    await activateLocale('de');
    const answers = [
      // The gateway's answer while content is down and no code was ever known (NEWSLETTER_CODE_PENDING).
      {
        data: null,
        errors: [
          {
            message: 'You are signed up. Your discount code is not ready yet: please try again in a minute.',
            extensions: { code: 'NEWSLETTER_CODE_PENDING', retryAfter: 60 },
          },
        ],
      },
      { data: { subscribeToNewsletter: { code: 'WELCOME15', message: null } } },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: { body: string }) => {
        const { operationName } = JSON.parse(init.body) as { operationName: string };
        const body =
          operationName === 'NewsletterPopupQuery'
            ? { data: { newsletterSettings: { title: null, description: null } } }
            : answers.shift();
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      }),
    );
    await openModal('/de/');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'ana@example.com' } });
    const submit = () =>
      act(async () => {
        fireEvent.submit(screen.getByRole('textbox').closest('form')!);
      });
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Du bist angemeldet. Dein Rabattcode ist noch nicht bereit: Bitte versuche es in einer Minute erneut.',
    );
    expect(screen.queryByTestId('newsletter-code')).toBeNull();

    await submit();
    expect((await screen.findByTestId('newsletter-code')).textContent).toBe('WELCOME15');
  });
});
