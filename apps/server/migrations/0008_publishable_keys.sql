-- Publishable keys: a business's public keys for the widgets on partner sites, each with the exact origins
-- (`scheme://host[:port]`) whose pages may use it. The key is public by nature, so it is stored as it is.
-- Revoking keeps the row (`revoked_at`) so a revoked key is never handed out again.
CREATE TABLE publishable_keys (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
  key text NOT NULL UNIQUE CHECK (key ~ '^pk_[A-Za-z0-9_-]{32}$'),
  allowed_origins text[] NOT NULL
    CHECK (cardinality(allowed_origins) BETWEEN 1 AND 10 AND array_position(allowed_origins, NULL) IS NULL),
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL,
  revoked_at timestamptz
);

CREATE INDEX publishable_keys_business_idx ON publishable_keys (business_id, created_at DESC, id DESC)
  WHERE revoked_at IS NULL;
