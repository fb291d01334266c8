import { Suspense } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import type { Address, AddressField } from '@nails/machines/checkoutForm';
import { stateRule } from '../../lib/addressLocale.ts';
import { useCountries, useStates } from '../../lib/countries.ts';
import { optionalFields, type FieldErrors } from './validation.ts';
import styles from './AddressFields.module.css';

interface Props {
  prefix: 'billing' | 'shipping';
  address: Address;
  errors: FieldErrors;
  /** Fields the shopper cannot change here (the signed-in account's email). */
  readOnly?: readonly AddressField[];
  onChange(field: AddressField, value: string): void;
}

function FieldMessage({ id, error }: { id: string; error: FieldErrors[string] }) {
  const { t } = useTranslation('shop');
  if (!error) return null;
  return (
    <span id={`${id}-error`} className="field-error">
      {t(`validation.${error}`)}
    </span>
  );
}

function Field({
  prefix,
  field,
  type = 'text',
  autoComplete,
  props,
}: {
  prefix: string;
  field: AddressField;
  type?: string;
  autoComplete: string;
  props: Props;
}) {
  const { t } = useTranslation('shop');
  const id = `${prefix}-${field}`;
  const error = props.errors[`${prefix}.${field}`];
  const readOnly = props.readOnly?.includes(field);
  return (
    <div className="field">
      <label htmlFor={id}>
        {t(`address.${field}`)}{' '}
        {optionalFields.includes(field) && <span className="optional">({t('checkout.optional')})</span>}
        {readOnly && <span className="optional"> ({t('checkout.readOnly')})</span>}
      </label>
      <input
        id={id}
        name={id}
        className="input"
        type={type}
        autoComplete={`${prefix} ${autoComplete}`}
        value={props.address[field] ?? ''}
        readOnly={readOnly}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(field, event.target.value)}
      />
      <FieldMessage id={id} error={error} />
    </div>
  );
}

function CountryField({ prefix, props }: { prefix: string; props: Props }) {
  const { t } = useTranslation('shop');
  const countries = useCountries();
  const id = `${prefix}-country`;
  const error = props.errors[`${prefix}.country`];
  return (
    <div className="field">
      <label htmlFor={id}>{t('address.country')}</label>
      <select
        id={id}
        name={id}
        className="input"
        autoComplete={`${prefix} country`}
        value={props.address.country ?? ''}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange('country', event.target.value)}
      >
        <option value="">{t('address.chooseCountry')}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/**
 * What a country or state field shows while its names load: the same label and a select of the
 * same height in the same grid cell. Without it the grid's later fields would each move up one
 * cell and back (an update that reaches the field before it hydrates shows this fallback).
 */
function LoadingSelect({
  prefix,
  field,
  label,
}: {
  prefix: string;
  field: 'country' | 'state';
  label: string;
}) {
  const id = `${prefix}-${field}`;
  return (
    <div className="field" aria-busy="true">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" disabled>
        <option>…</option>
      </select>
    </div>
  );
}

function StateField({ prefix, country, props }: { prefix: string; country: string; props: Props }) {
  const { t } = useTranslation('shop');
  const states = useStates(country);
  const id = `${prefix}-state`;
  const error = props.errors[`${prefix}.state`];
  const rule = stateRule(country);
  if (states.length === 0 || rule.hidden) return null;
  return (
    <div className="field">
      <label htmlFor={id}>
        {t('address.state')} {!rule.required && <span className="optional">({t('checkout.optional')})</span>}
      </label>
      <select
        id={id}
        name={id}
        className="input"
        required={rule.required}
        value={props.address.state ?? ''}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange('state', event.target.value)}
      >
        <option value="">{t('address.chooseState')}</option>
        {states.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </select>
      <FieldMessage id={id} error={error} />
    </div>
  );
}

/** An address form; the billing one also asks for email and phone. Countries and states come from the back end. */
export function AddressFields(props: Props) {
  const { t } = useTranslation('shop');
  const { prefix, address } = props;
  return (
    <div className={styles.addressFields}>
      <Field prefix={prefix} field="firstName" autoComplete="given-name" props={props} />
      <Field prefix={prefix} field="lastName" autoComplete="family-name" props={props} />
      <Field prefix={prefix} field="company" autoComplete="organization" props={props} />
      <Suspense fallback={<LoadingSelect prefix={prefix} field="country" label={t('address.country')} />}>
        <CountryField prefix={prefix} props={props} />
      </Suspense>
      <Field prefix={prefix} field="address1" autoComplete="address-line1" props={props} />
      <Field prefix={prefix} field="address2" autoComplete="address-line2" props={props} />
      <Field prefix={prefix} field="postcode" autoComplete="postal-code" props={props} />
      <Field prefix={prefix} field="city" autoComplete="address-level2" props={props} />
      {/* WooCommerce's locale rule for the country (lib/addressLocale.ts): Germany's state is
          optional, France's is not asked for, the United States' is required. */}
      {address.country && !stateRule(address.country).hidden && (
        <Suspense fallback={<LoadingSelect prefix={prefix} field="state" label={t('address.state')} />}>
          <StateField prefix={prefix} country={address.country} props={props} />
        </Suspense>
      )}
      {prefix === 'billing' && (
        <>
          <Field prefix={prefix} field="email" type="email" autoComplete="email" props={props} />
          <Field prefix={prefix} field="phone" type="tel" autoComplete="tel" props={props} />
        </>
      )}
    </div>
  );
}
