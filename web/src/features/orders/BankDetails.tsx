import { useTranslation } from '../../i18n/useTranslation.ts';

export interface BankAccount {
  readonly accountName?: string | null;
  readonly bankName?: string | null;
  readonly accountNumber?: string | null;
  readonly sortCode?: string | null;
  readonly iban?: string | null;
  readonly bic?: string | null;
}

const rows = ['accountName', 'bankName', 'accountNumber', 'sortCode', 'iban', 'bic'] as const;

/**
 * "Our bank details" under a bank transfer's next step: each of the shop's accounts with what the
 * owner filled in, as WooCommerce's thank-you page and its order mail list them. Where the back end
 * has no bank-transfer-accounts capability the order has no accounts and nothing is shown.
 */
export function BankDetails({ accounts }: { accounts: readonly BankAccount[] }) {
  const { t } = useTranslation('shop');
  if (accounts.length === 0) return null;
  return (
    <div data-testid="bank-details">
      <h3>{t('order.next.bankDetails.title')}</h3>
      {accounts.map((account, index) => (
        <dl key={index}>
          {rows.map(
            (row) =>
              account[row] && (
                <div key={row}>
                  <dt>{t(`order.next.bankDetails.${row}`)}</dt>
                  <dd>{account[row]}</dd>
                </div>
              ),
          )}
        </dl>
      ))}
    </div>
  );
}
