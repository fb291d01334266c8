-- Listing indexes led by status only: a listing without a visibility filter can walk them in sort
-- order too (visibility is then a cheap row filter, as nearly every product is visible).
DROP INDEX products_by_date;
DROP INDEX products_by_price;
DROP INDEX products_by_rating;
DROP INDEX products_by_sales;
DROP INDEX products_by_name;
DROP INDEX products_by_discount;
CREATE INDEX products_by_date ON products (status, created_at);
CREATE INDEX products_by_price ON products (status, price_max);
CREATE INDEX products_by_rating ON products (status, average_rating);
CREATE INDEX products_by_sales ON products (status, total_sales);
CREATE INDEX products_by_name ON products (status, name COLLATE NOCASE);
CREATE INDEX products_by_discount ON products (status, discount_percent);
CREATE INDEX products_by_modified ON products (status, modified_at);
ANALYZE;
