import { useMachine } from '@xstate/react';
import { accountMachine, isAccountUpdating } from '@nails/machines/accountMachine';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { fromPromise } from 'xstate';
import { inspect } from '../../app/inspector.ts';
import { Message } from '../../lib/Message.tsx';
import { useUpdateCustomerMutation } from './useUpdateCustomerMutation.ts';

export interface PersonalDetails {
  firstName: string;
  lastName: string;
  email: string;
  displayName: string;
}

/** Personal info: edit, "updating", then "update successful" or "update failed" (behaviour §4). */
export function PersonalInfo({ initial, username }: { initial: PersonalDetails; username: string }) {
  const { t } = useTranslation('shop');
  const { t: tMain } = useTranslation();
  const updateCustomer = useUpdateCustomerMutation();
  const logic = useMemo(
    () =>
      accountMachine.provide({
        actors: { updateCustomer: fromPromise(({ input }) => updateCustomer(input)) },
      }),
    [updateCustomer],
  );
  const [snapshot, send] = useMachine(logic, { inspect: inspect() });
  const [details, setDetails] = useState(initial);
  const updating = isAccountUpdating(snapshot);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'account.update', input: { ...details } });
  };
  const field = (name: keyof PersonalDetails, type = 'text', autoComplete = 'off') => (
    <div className="field">
      <label htmlFor={`account-${name}`}>{t(`account.${name}`)}</label>
      <input
        id={`account-${name}`}
        type={type}
        className="input"
        autoComplete={autoComplete}
        value={details[name]}
        onChange={(event) => setDetails({ ...details, [name]: event.target.value })}
      />
    </div>
  );
  return (
    <form className="shop-form" onSubmit={submit} aria-labelledby="personal-title">
      <h2 id="personal-title">{t('account.personalInfo')}</h2>
      <Message message={snapshot.context.notice} tone={snapshot.context.error ? 'error' : 'success'} />
      {snapshot.context.error && snapshot.context.error.key !== snapshot.context.notice?.key && (
        <Message message={snapshot.context.error} />
      )}
      <div className="field">
        <label htmlFor="account-username">{t('account.username')}</label>
        <input
          id="account-username"
          className="input"
          value={username}
          readOnly
          aria-describedby="username-readonly"
        />
        <span id="username-readonly" className="optional">
          {t('account.usernameReadOnly')}
        </span>
      </div>
      {field('firstName', 'text', 'given-name')}
      {field('lastName', 'text', 'family-name')}
      {field('displayName', 'text', 'nickname')}
      {field('email', 'email', 'email')}
      <button type="submit" className="button" disabled={updating}>
        {updating ? tMain('buttons.updating') : t('account.saveChanges')}
      </button>
    </form>
  );
}
