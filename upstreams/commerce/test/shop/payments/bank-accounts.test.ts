import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOption, updateOption } from '../../../src/settings/options.ts';
import { bankTransferAccounts } from '../../../src/shop/payments/bank-accounts.ts';
import { startTestShop, type TestShop } from '../../support/shop/support.ts';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

describe("the shop's bank accounts for bank transfers (woocommerce_bacs_accounts)", () => {
  it('start as the demo studio’s account, seeded by migration 110', () => {
    expect(bankTransferAccounts(shop.db())).toEqual([
      {
        accountName: 'Press-on Nails Studio',
        accountNumber: '0532013000',
        bankName: 'Commerzbank',
        sortCode: '37040044',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
      },
    ]);
  });

  it('answer what the owner set, skipping an empty row as WooCommerce does, and none for a broken option', () => {
    const seeded = getOption(shop.db(), 'woocommerce_bacs_accounts', '[]');
    try {
      updateOption(
        shop.db(),
        'woocommerce_bacs_accounts',
        JSON.stringify([
          { account_name: ' Nails GmbH ', iban: 'AT611904300234573201', bic: '', bank_name: 'Bank Austria' },
          { account_name: '', iban: '  ' },
        ]),
      );
      expect(bankTransferAccounts(shop.db())).toEqual([
        {
          accountName: 'Nails GmbH',
          accountNumber: null,
          bankName: 'Bank Austria',
          sortCode: null,
          iban: 'AT611904300234573201',
          bic: null,
        },
      ]);
      updateOption(shop.db(), 'woocommerce_bacs_accounts', '{not json');
      expect(bankTransferAccounts(shop.db())).toEqual([]);
    } finally {
      updateOption(shop.db(), 'woocommerce_bacs_accounts', seeded);
    }
  });
});
