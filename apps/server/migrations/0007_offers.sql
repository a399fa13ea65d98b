-- Buyers' offers on products. Prices are per unit, integer minor units next to the product's currency; an
-- accepted offer points at the DIRECT_ORDER workflow it created.

CREATE TABLE offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Kept when the product goes (its open offers are rejected first, below), so both sides keep the history.
  product_id uuid REFERENCES products (id) ON DELETE SET NULL,
  product_name text NOT NULL CHECK (length(product_name) BETWEEN 1 AND 200),
  seller_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  buyer_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  price_minor bigint NOT NULL CHECK (price_minor > 0 AND price_minor <= 999999999999999),
  counter_price_minor bigint CHECK (counter_price_minor > 0 AND counter_price_minor <= 999999999999999),
  agreed_price_minor bigint CHECK (agreed_price_minor > 0 AND agreed_price_minor <= 999999999999999),
  currency char(3) NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  quantity integer NOT NULL CHECK (quantity BETWEEN 1 AND 1000000),
  message text CHECK (length(message) BETWEEN 1 AND 2000),
  status text NOT NULL DEFAULT 'PENDING'
    CHECK (status IN ('PENDING', 'COUNTERED', 'ACCEPTED', 'REJECTED', 'WITHDRAWN')),
  workflow_id uuid UNIQUE REFERENCES workflows (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  -- The order's total (price × quantity) fits the workflows' agreed price.
  CHECK (price_minor * quantity <= 999999999999999),
  CHECK (counter_price_minor IS NULL OR counter_price_minor * quantity <= 999999999999999),
  CHECK (status <> 'COUNTERED' OR counter_price_minor IS NOT NULL),
  CHECK ((status = 'ACCEPTED') = (agreed_price_minor IS NOT NULL))
);

-- A buyer has at most one open offer per product, so two at once cannot both get in.
CREATE UNIQUE INDEX offers_open_buyer_product_key ON offers (product_id, buyer_id)
  WHERE status IN ('PENDING', 'COUNTERED');
-- Lists are newest first: a product's, a buyer's and a seller's.
CREATE INDEX offers_product_id_created_at_idx ON offers (product_id, created_at DESC, id DESC);
CREATE INDEX offers_buyer_id_created_at_idx ON offers (buyer_id, created_at DESC, id DESC);
CREATE INDEX offers_seller_id_created_at_idx ON offers (seller_id, created_at DESC, id DESC);

-- Removing a product (by its seller, or with the seller's account) rejects its open offers in the same
-- statement, whichever path deletes it.
CREATE FUNCTION reject_open_offers_of_product() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE offers SET status = 'REJECTED', updated_at = now()
   WHERE product_id = OLD.id AND status IN ('PENDING', 'COUNTERED');
  RETURN OLD;
END;
$$;

CREATE TRIGGER products_reject_open_offers BEFORE DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION reject_open_offers_of_product();
