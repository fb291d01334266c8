// Messages the machines put in their context: an i18n key the web app translates, plus the
// English default text of behaviour §5/§8 so an untranslated key still reads well.
// The web app renders `t(message.key, { defaultValue: message.defaultText, ...message.params })`.

export interface UiMessage {
  key: string;
  defaultText: string;
  params?: Record<string, string>;
}

const message = (key: string, defaultText: string): UiMessage => ({ key, defaultText });

export const messages = {
  // behaviour §8, messages shown to users
  invalidUsername: message(
    'errors.invalidUsername',
    'No account found with that username. Sign up for a new account.',
  ),
  incorrectPassword: message('errors.incorrectPassword', 'Incorrect password. Please try again.'),
  passwordMismatch: message('errors.passwordMismatch', 'Passwords do not match. Please try again.'),
  invalidPasswordResetLink: message('errors.invalidPasswordResetLink', 'Password reset link is invalid.'),
  general: message('errors.general', 'Something went wrong.'),
  noOrder: message('errors.noOrder', 'We could not find your order. Please try again later.'),
  updateFailedGeneric: message('errors.update', 'Failed to update.'),
  // behaviour §8, messages from failed flows
  loginProviderNoViewer: message(
    'errors.loginProviderNoViewer',
    'Your credentials are correct, but there was an error logging in. This is most likely due to an SSL error. Please try again later. If the problem persists, please contact support.',
  ),
  resetEmailFailed: message(
    'errors.resetEmailFailed',
    'There was an error sending the reset password email. Please try again later.',
  ),
  resetPasswordFailed: message(
    'errors.resetPasswordFailed',
    'There was an error resetting the password. Please try again later.',
  ),
  // behaviour §4
  resetEmailNotice: message(
    'account.resetEmailNotice',
    'If the email is registered, a link to reset the password will be sent.',
  ),
  updateSuccessful: message('account.updateSuccessful', 'update successful'),
  updateFailed: message('account.updateFailed', 'update failed'),
  // behaviour §5, newsletter
  emailRequired: message('newsletter.emailRequired', 'Please enter your email address'),
  emailInvalid: message('newsletter.emailInvalid', 'Please enter a valid email address'),
  subscriptionFailed: message('newsletter.subscriptionFailed', 'Subscription failed, please try again'),
  // behaviour §4, button states and the floating ball
  adding: message('buttons.adding', 'adding...'),
  loggingIn: message('buttons.loggingIn', 'logging in...'),
  updating: message('buttons.updating', 'updating'),
  processing: message('buttons.processing', 'processing'),
  floatingBallTooltip: message('floatingBall.tooltip', 'Click for 10% discount!'),
} as const;

/**
 * A failure turned into a message: the server's text (behaviour §8: "other GraphQL errors return the
 * first error's message") and its `extensions.code` travel under `errors.server` as parameters;
 * the web app picks the code's translated message or the text (`web/src/i18n/errorMessage.ts`).
 * Anything without text or code falls back to `fallback`.
 */
export function messageFromError(error: unknown, fallback: UiMessage = messages.general): UiMessage {
  if (isUiMessage(error)) return error;
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  const code = errorCode(error);
  if (!text.trim() && !code) return fallback;
  return {
    key: 'errors.server',
    defaultText: text.trim() ? text : fallback.defaultText,
    params: code ? { ...errorValues(error), message: text, code } : { message: text },
  };
}

/**
 * The values a coded error carries for its translated message (`extensions` such as `field`,
 * `remaining`, `amount`: the ones schema/error-codes.json lists), as text.
 */
export function errorValues(error: unknown): Record<string, string> {
  for (const part of errorParts(error)) {
    const extensions = part.extensions as Record<string, unknown> | undefined;
    if (typeof extensions !== 'object' || extensions === null) continue;
    return Object.fromEntries(
      Object.entries(extensions)
        .filter(([key, value]) => key !== 'code' && (typeof value === 'string' || typeof value === 'number'))
        .map(([key, value]) => [key, String(value)]),
    );
  }
  return {};
}

export function isUiMessage(value: unknown): value is UiMessage {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UiMessage).key === 'string' &&
    typeof (value as UiMessage).defaultText === 'string'
  );
}

/** The text of an error, whatever shape the provided actor rejected with. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  if (isUiMessage(error)) return error.defaultText;
  return '';
}

/**
 * The error and what it carries: GraphQL errors under `errors` (a response attached to the
 * error), `source.errors` (Relay's network errors) and `cause` chains, a few levels deep.
 */
export function errorParts(error: unknown, depth = 3): Record<string, unknown>[] {
  if (typeof error !== 'object' || error === null || depth === 0) return [];
  const record = error as Record<string, unknown>;
  const nested = [
    ...(Array.isArray(record.errors) ? record.errors : []),
    ...(Array.isArray((record.source as { errors?: unknown } | undefined)?.errors)
      ? ((record.source as { errors: unknown[] }).errors ?? [])
      : []),
    record.cause,
  ];
  return [record, ...nested.flatMap((part) => errorParts(part, depth - 1))];
}

/** The GraphQL `extensions.code` (e.g. SESSION_INVALID) an error or one it carries has. */
export function errorCode(error: unknown): string | undefined {
  for (const part of errorParts(error)) {
    const code = part.code ?? (part.extensions as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Every message text an error or the GraphQL errors it carries has. */
export function errorTexts(error: unknown): string[] {
  const texts = errorParts(error)
    .map((part) => part.message)
    .filter((text): text is string => typeof text === 'string');
  return typeof error === 'string' ? [error, ...texts] : texts;
}
