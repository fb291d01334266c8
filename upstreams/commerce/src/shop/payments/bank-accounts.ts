import type { Db } from '../../db/database.ts';
import { getOption } from '../../settings/options.ts';

/** One account as the bank-transfer-accounts capability answers it (`BankTransferAccount`). */
export interface BankTransferAccount {
  accountName: string | null;
  accountNumber: string | null;
  bankName: string | null;
  sortCode: string | null;
  iban: string | null;
  bic: string | null;
}

/** WooCommerce's `woocommerce_bacs_accounts` entry (WC_Gateway_BACS's "Account details" rows). */
interface StoredAccount {
  account_name?: unknown;
  account_number?: unknown;
  bank_name?: unknown;
  sort_code?: unknown;
  iban?: unknown;
  bic?: unknown;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/**
 * The shop's accounts for bank transfers, from the `woocommerce_bacs_accounts` option as WooCommerce
 * keeps it (a list of rows with WooCommerce's keys; JSON here, as every option of this back end).
 * A row with nothing in it is left out, as WooCommerce's thank-you page leaves it out; a broken
 * option is no accounts, never a failed order page.
 */
export function bankTransferAccounts(db: Db): BankTransferAccount[] {
  let rows: unknown;
  try {
    rows = JSON.parse(getOption(db, 'woocommerce_bacs_accounts', '[]'));
  } catch {
    return [];
  }
  if (!Array.isArray(rows)) return [];
  return rows
    .filter((row): row is StoredAccount => typeof row === 'object' && row !== null)
    .map((row) => ({
      accountName: text(row.account_name),
      accountNumber: text(row.account_number),
      bankName: text(row.bank_name),
      sortCode: text(row.sort_code),
      iban: text(row.iban),
      bic: text(row.bic),
    }))
    .filter((account) => Object.values(account).some((value) => value !== null));
}
