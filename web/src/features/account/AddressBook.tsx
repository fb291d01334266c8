import { useMachine } from '@xstate/react';
import { accountMachine, isAccountUpdating } from '@nails/machines/accountMachine';
import type { Address, AddressField } from '@nails/machines/checkoutForm';
import { Suspense, useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { fromPromise } from 'xstate';
import type { AddressBook_customer$key } from '../../__generated__/AddressBook_customer.graphql.ts';
import { inspect } from '../../app/inspector.ts';
import { useLocale } from '../../i18n/useLocale.ts';
import { Message } from '../../lib/Message.tsx';
import { AddressFields } from '../address/AddressFields.tsx';
import { phoneRulesReadyFor, preloadPhoneRules } from '../address/phoneRules.ts';
import { savedAddress } from '../address/savedAddress.ts';
import type { FieldErrors } from '../address/validation.ts';
import { addressFormErrors, addressInput, addressServerErrors, type AddressKind } from './addressBook.ts';
import { useSaveAddressMutation } from './useSaveAddressMutation.ts';
import styles from './Account.module.css';

const fragment = graphql`
  fragment AddressBook_customer on Customer {
    # eslint-disable-next-line relay/unused-fields -- savedAddress() copies every field
    billing {
      firstName
      lastName
      company
      address1
      address2
      city
      state
      postcode
      country
      email
      phone
    }
    # eslint-disable-next-line relay/unused-fields -- savedAddress() copies every field
    shipping {
      firstName
      lastName
      company
      address1
      address2
      city
      state
      postcode
      country
    }
  }
`;

/** The address as a postal label: name, company, street, postcode and town, country, contact. */
function AddressLines({ address }: { address: Address }) {
  const { locale } = useLocale();
  const country = address.country
    ? (new Intl.DisplayNames([locale], { type: 'region' }).of(address.country) ?? address.country)
    : '';
  const lines = [
    [address.firstName, address.lastName],
    [address.company],
    [address.address1],
    [address.address2],
    [address.postcode, address.city],
    [address.state],
    [country],
    [address.email],
    [address.phone],
  ]
    .map((parts) => parts.filter(Boolean).join(' '))
    .filter(Boolean);
  return (
    <address className={styles.savedAddress}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

/** The account machine saving one address with `updateCustomer`; `onSaved` once it has. */
function useAddressUpdate(kind: AddressKind, onSaved: () => void) {
  const save = useSaveAddressMutation();
  const logic = useMemo(
    () =>
      accountMachine.provide({
        actors: {
          updateCustomer: fromPromise(({ input }) => save(kind, input as Record<string, string>)),
        },
        actions: { customerUpdated: onSaved },
      }),
    [save, kind, onSaved],
  );
  return useMachine(logic, { inspect: inspect() });
}

/** The edit form of one address: the checkout's address fields and rules, saved through the account machine. */
function AddressEditor({
  kind,
  saved,
  onSaved,
  onCancel,
}: {
  kind: AddressKind;
  saved: Address;
  onSaved(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('shop');
  const { t: tMain } = useTranslation();
  const [snapshot, send] = useAddressUpdate(kind, onSaved);
  const [draft, setDraft] = useState<Address>(saved);
  const [checked, setChecked] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const updating = isAccountUpdating(snapshot);
  const refused = snapshot.matches({ ready: 'failed' })
    ? addressServerErrors(kind, snapshot.context.error)
    : {};
  const errors: FieldErrors = { ...refused, ...checked };
  const titleId = `${kind}-address-title`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = addressFormErrors(kind, draft);
    if (!phoneRulesReadyFor(event.currentTarget, Object.keys(problems).length > 0)) return;
    setChecked(problems);
    const first = Object.keys(problems)[0];
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${first.replace('.', '-')}`)?.focus();
      return;
    }
    send({ type: 'account.update', input: addressInput(kind, draft) });
  };
  const change = (field: AddressField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setChecked(({ [`${kind}.${field}`]: _fixed, ...rest }) => rest);
  };

  return (
    <form
      ref={form}
      className={`shop-form ${styles.addressCard}`}
      onSubmit={submit}
      onFocus={preloadPhoneRules}
      aria-labelledby={titleId}
      noValidate
    >
      <h2 id={titleId}>{t(`addressBook.${kind}`)}</h2>
      {snapshot.matches({ ready: 'failed' }) && Object.keys(refused).length === 0 && (
        <Message message={snapshot.context.error} />
      )}
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="notice notice-error">
          {t('validation.fixFields')}
        </p>
      )}
      <Suspense fallback={<p>{t('common.loading')}</p>}>
        <AddressFields prefix={kind} address={draft} errors={errors} onChange={change} />
      </Suspense>
      <div className={styles.addressActions}>
        <button type="submit" className="button" disabled={updating}>
          {updating ? tMain('buttons.updating') : t('addressBook.save')}
        </button>
        <button type="button" className="link-button" disabled={updating} onClick={onCancel}>
          {t('addressBook.cancel')}
        </button>
      </div>
    </form>
  );
}

/** One saved address: shown as a postal label with an edit button; after a save, the label and a confirmation. */
export function AddressCard({ kind, saved }: { kind: AddressKind; saved: Address }) {
  const { t } = useTranslation('shop');
  const [mode, setMode] = useState<'showing' | 'editing' | 'saved'>('showing');
  const onSaved = useCallback(() => setMode('saved'), []);
  const onCancel = useCallback(() => setMode('showing'), []);
  if (mode === 'editing')
    return <AddressEditor kind={kind} saved={saved} onSaved={onSaved} onCancel={onCancel} />;
  const titleId = `${kind}-address-title`;
  const empty = Object.keys(saved).length === 0;
  return (
    <section className={styles.addressCard} aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`addressBook.${kind}`)}</h2>
      {mode === 'saved' && (
        <p role="status" className="notice notice-success">
          {t('addressBook.saved')}
        </p>
      )}
      {empty ? <p>{t('addressBook.none')}</p> : <AddressLines address={saved} />}
      <button type="button" className="button button-secondary" onClick={() => setMode('editing')}>
        {t(empty ? `addressBook.add.${kind}` : `addressBook.edit.${kind}`)}
      </button>
    </section>
  );
}

/** My account → Addresses: the billing and shipping addresses the back end keeps, which fill the checkout. */
export function AddressBook({ customerRef }: { customerRef: AddressBook_customer$key }) {
  const { t } = useTranslation('shop');
  const customer = useFragment(fragment, customerRef);
  return (
    <div>
      <p>{t('addressBook.intro')}</p>
      <div className={styles.addressBook}>
        <AddressCard kind="billing" saved={savedAddress(customer.billing)} />
        <AddressCard kind="shipping" saved={savedAddress(customer.shipping)} />
      </div>
    </div>
  );
}
