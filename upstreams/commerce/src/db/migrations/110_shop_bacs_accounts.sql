-- The shop's account for bank transfers (WooCommerce → Settings → Payments → Direct bank
-- transfer → Account details, the `woocommerce_bacs_accounts` option): the demo shop's own, so a
-- bank transfer order shows where to pay out of the box (README "Settings"). The IBAN and BIC are
-- the standard documentation example, not a real account. Change it with
-- `npm run cli -w upstreams/commerce -- option woocommerce_bacs_accounts '<JSON list>'`.
INSERT INTO options (name, value) VALUES
  ('woocommerce_bacs_accounts',
   '[{"account_name":"Press-on Nails Studio","account_number":"0532013000","bank_name":"Commerzbank","sort_code":"37040044","iban":"DE89370400440532013000","bic":"COBADEFFXXX"}]')
ON CONFLICT (name) DO NOTHING;
