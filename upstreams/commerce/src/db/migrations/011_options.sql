-- The shop's settings as WordPress keeps them (wp_options: a name and a text value), with the
-- values a fresh WordPress + WooCommerce install has, so the embedded shop behaves as a real one
-- out of the box (README "Settings"):
--   comment_moderation             '0'   Discussion: "Comment must be manually approved" off
--   comment_previously_approved    '1'   Discussion: "Comment author must have a previously
--                                        approved comment" on: a new reviewer's review is held
--   woocommerce_review_rating_verification_required 'no'  Products: "Reviews can only be left by
--                                        verified owners" off
--   woocommerce_cod_settings       cash on delivery's settings; enable_for_virtual 'yes' ("Accept
--                                        COD if the order is virtual", WC_Gateway_COD's default)
CREATE TABLE options (
  name  TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
INSERT INTO options (name, value) VALUES
  ('comment_moderation', '0'),
  ('comment_previously_approved', '1'),
  ('woocommerce_review_rating_verification_required', 'no'),
  ('woocommerce_cod_settings', '{"enabled":"yes","enable_for_virtual":"yes"}');
