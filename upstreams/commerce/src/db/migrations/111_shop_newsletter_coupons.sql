-- Newsletter codes (capability newsletter-coupons, schema/commerce-extensions/newsletter-coupons.graphql):
-- a coupon may be limited to billing addresses, as WooCommerce's "Allowed emails" (a JSON list,
-- lower case; NULL: anyone), and a subscriber's own code names her address's SHA-256, so asking
-- again gives the same code and never a second one.
ALTER TABLE coupons ADD COLUMN email_restrictions TEXT;
ALTER TABLE coupons ADD COLUMN newsletter_for TEXT;
CREATE UNIQUE INDEX coupons_newsletter_for ON coupons (newsletter_for) WHERE newsletter_for IS NOT NULL;
