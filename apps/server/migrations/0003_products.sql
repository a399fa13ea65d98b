-- The product catalogue. Prices are integer minor units (cents): the API's decimal strings are converted
-- with string and BigInt arithmetic, never floating point.

CREATE TABLE products (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The business the seller listed it under (their first membership); kept when that business goes.
  business_id uuid REFERENCES businesses (id) ON DELETE SET NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 10000),
  -- The contract allows 13 integer digits and 2 decimals, well inside bigint.
  price_minor bigint NOT NULL CHECK (price_minor > 0 AND price_minor <= 999999999999999),
  currency char(3) NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
  category text NOT NULL DEFAULT 'ROBOT' CHECK (category IN ('ROBOT', 'PART', 'ACCESSORY', 'SOFTWARE', 'SERVICE')),
  condition text NOT NULL DEFAULT 'NEW' CHECK (condition IN ('NEW', 'USED', 'REFURBISHED')),
  images jsonb NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(images) = 'array'),
  -- `json`, not `jsonb`: jsonb re-sorts keys, and a spec sheet keeps the order its seller wrote it in.
  specifications json NOT NULL DEFAULT '{}' CHECK (
    json_typeof(specifications) = 'object'
    AND NOT jsonb_path_exists(specifications::jsonb, '$.* ? (@.type() != "string")')
  ),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

-- Pages are newest first, ties broken by id; the filters narrow the same order.
CREATE INDEX products_created_at_id_idx ON products (created_at DESC, id DESC);
CREATE INDEX products_seller_id_created_at_idx ON products (seller_id, created_at DESC, id DESC);
CREATE INDEX products_category_condition_created_at_idx ON products (category, condition, created_at DESC, id DESC);
CREATE INDEX products_price_minor_idx ON products (price_minor);
CREATE INDEX products_business_id_idx ON products (business_id);
