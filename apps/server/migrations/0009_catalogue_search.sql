-- Catalogue search and browsing (issue 11): full-text search, the "was" price of a product on sale, and the
-- product page views that rank Trending.

-- What the header search looks in: the name weighs most, then the description, then the specification values
-- (to_tsvector on json indexes its string values, not its keys). Generated, so no write path can forget it.
ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english', name), 'A')
  || setweight(to_tsvector('english', description), 'B')
  || setweight(to_tsvector('english', specifications), 'C')
) STORED;

CREATE INDEX products_search_idx ON products USING gin (search);

-- The "was" price in the product's currency, in minor units; a product is on sale when it has one, and it is
-- always above the price (the API answers 400 before this check would fire, and this check covers a price
-- lowered or raised on its own).
ALTER TABLE products ADD COLUMN compare_at_minor bigint
  CONSTRAINT products_compare_at_above_price CHECK (compare_at_minor IS NULL OR compare_at_minor > price_minor);

CREATE INDEX products_on_sale_idx ON products ((compare_at_minor - price_minor) DESC, id DESC)
  WHERE compare_at_minor IS NOT NULL;
-- Price pages are ordered by price then id; this replaces the price-only index.
DROP INDEX products_price_minor_idx;
CREATE INDEX products_price_minor_id_idx ON products (price_minor, id);

-- Product page views, one counter per product and UTC day: a view is one upsert, Trending sums the last 7 days.
CREATE TABLE product_views (
  product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 1 CHECK (views > 0),
  PRIMARY KEY (product_id, day)
);

CREATE INDEX product_views_day_idx ON product_views (day, product_id);
