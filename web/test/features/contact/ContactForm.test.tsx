import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import { createEnvironment } from '../../../src/relay/environment.ts';
import { ContactForm } from '../../../src/features/contact/ContactForm.tsx';

type Answer = { data?: unknown; errors?: { message: string }[] };

/** The gateway's /graphql: records each contact message sent and answers with `answer`. */
function gateway(answer: Answer) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: { body: string }) => {
      const { operationName, variables } = JSON.parse(init.body) as {
        operationName: string;
        variables: { input: unknown };
      };
      if (operationName === 'useSendContactMessageMutation') sent.push(variables.input);
      return new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  });
}

function renderForm() {
  render(
    <RelayEnvironmentProvider environment={createEnvironment()}>
      <ContactForm />
    </RelayEnvironmentProvider>,
  );
}

describe('contact form', () => {
  beforeAll(() => activateLocale('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('names each missing or malformed field and sends nothing', async () => {
    const sent = gateway({ data: { sendContactMessage: { success: true } } });
    renderForm();
    fill('Email', 'not-an-email');
    await submit();
    expect(screen.getByText('Please enter your name')).toBeTruthy();
    expect(screen.getByText('Please write a message')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends the trimmed message, thanks the shopper and empties the form', async () => {
    const sent = gateway({ data: { sendContactMessage: { success: true } } });
    renderForm();
    fill('Your name', ' Ana ');
    fill('Email', 'ana@example.com ');
    fill('Message', ' Which size fits a narrow nail bed? ');
    await submit();
    expect((await screen.findByTestId('contact-result')).textContent).toMatch(/^Thank you!/);
    expect(sent).toEqual([
      { name: 'Ana', email: 'ana@example.com', subject: null, message: 'Which size fits a narrow nail bed?' },
    ]);
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('');
  });

  it('says the message could not be sent and keeps what was written when the gateway refuses it', async () => {
    gateway({ errors: [{ message: 'content service unavailable' }] });
    renderForm();
    fill('Your name', 'Ana');
    fill('Email', 'ana@example.com');
    fill('Message', 'Hello');
    await submit();
    const result = await screen.findByRole('alert');
    expect(result.textContent).toMatch(/could not be sent/);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
  });
});
