import type { AddressField } from '@nails/machines/checkoutForm';
import type { UiMessage } from '@nails/machines/messages';
import type { FieldErrors } from './validation.ts';

/**
 * WooCommerce's checkout refuses an order with sentences that name the field by its label
 * ("Billing Phone is not a valid phone number. Shipping Postcode / ZIP is a required field.")
 * and no field code. This reads those sentences back into per-field problems, so each lands
 * under its field (message, `aria-invalid`, focus) instead of only in a banner.
 */
const fieldsByLabel: Record<string, AddressField> = {
  'First name': 'firstName',
  'Last name': 'lastName',
  'Company name': 'company',
  'Street address': 'address1',
  'Town / City': 'city',
  'Country / Region': 'country',
  'Postcode / ZIP': 'postcode',
  'State / County': 'state',
  'Email address': 'email',
  Phone: 'phone',
};

const labels = Object.keys(fieldsByLabel)
  .map((label) => label.replace(/[/]/g, '\\/'))
  .join('|');
const sentence = new RegExp(
  `(Billing|Shipping) (${labels}) (is a required field|is not (?:a )?valid[^.]*)\\.`,
  'g',
);

/** What kind of problem a refused field has; the translation says it in the shopper's language. */
function problemOf(field: AddressField, rest: string): NonNullable<FieldErrors[string]> {
  if (rest === 'is a required field') return 'required';
  if (field === 'phone') return 'phone';
  if (field === 'postcode') return 'postcode';
  if (field === 'email') return 'email';
  return 'invalid';
}

/** The per-field problems in a refusal's text; empty when it names no field. */
export function serverFieldErrors(text: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const match of text.matchAll(sentence)) {
    const field = fieldsByLabel[match[2]!]!;
    errors[`${match[1]!.toLowerCase()}.${field}`] = problemOf(field, match[3]!);
  }
  return errors;
}

/**
 * Refusals whose code belongs to one field of the form (gateway/src/graphql/upstream-refusals.ts
 * gives them their codes): the email already has an account, the username is taken, the password
 * is too short. They show on that field, not in a banner.
 */
const fieldOfCode: Partial<Record<string, { field: string; problem: NonNullable<FieldErrors[string]> }>> = {
  EMAIL_ALREADY_REGISTERED: { field: 'billing.email', problem: 'registered' },
  EMAIL_INVALID: { field: 'billing.email', problem: 'email' },
  USERNAME_ALREADY_REGISTERED: { field: 'username', problem: 'taken' },
  USERNAME_INVALID: { field: 'username', problem: 'invalid' },
  PASSWORD_TOO_SHORT: { field: 'password', problem: 'password' },
};

/** The per-field problems of a refusal: by its code, else by the sentences it names fields in. */
export function refusedFields(message: UiMessage | undefined): FieldErrors {
  const byCode = fieldOfCode[message?.params?.code ?? ''];
  if (byCode) return { [byCode.field]: byCode.problem };
  return serverFieldErrors(serverText(message));
}

/** The raw server text a machine message carries (`errors.server` keeps it in `params.message`). */
export const serverText = (message: UiMessage | undefined): string => {
  const text = message?.params?.message;
  return typeof text === 'string' ? text : '';
};
